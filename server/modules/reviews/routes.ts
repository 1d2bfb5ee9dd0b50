import * as reviews from '#contract/endpoints/reviews.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { addReview } from './add-review.js';
import { listReviews } from './list-reviews.js';

/** /api/website/reviews: stars and comments on published ads. */
export const reviewRoutes = endpointRoutes((deps) => [
  answer(reviews.listReviews, (request) => listReviews(deps, request.query, request.user?.id), {
    identifiesCaller: true,
  }),
  answer(reviews.addReview, (request) => addReview(deps, userOf(request), request.body)),
]);
