import { anyone, endpoint, signedIn } from '../endpoint.js';
import { addReviewBody, reviewItem, reviewList, reviewsQuery } from '../reviews.js';

const tags = ['Reviews'] as const;

export const listReviews = endpoint({
  method: 'GET',
  path: '/api/website/reviews/getall',
  access: anyone,
  query: reviewsQuery,
  response: reviewList,
  tags,
  summary: "A published ad's reviews, newest first, with the average rating",
  description:
    'The visible reviews of one published ad, paged, with the average rating and whether the ' +
    'caller may review it; 404 when the ad is not published.',
});

export const addReview = endpoint({
  method: 'POST',
  path: '/api/website/reviews/addreview',
  access: signedIn,
  body: addReviewBody,
  status: 201,
  response: reviewItem,
  tags,
  summary: 'Review a published ad (1-5 stars); a second review of the same ad replaces the first',
  description:
    'Signed-in users whom the ad’s owner answered through the site about the ad, or confirmed as a client ' +
    '(403 otherwise, saying which is missing; the owner gets 403 too). An ad that is not published is a ' +
    '404. A first review notifies the owner. At most 10 reviews written or changed per user an hour (429).',
});
