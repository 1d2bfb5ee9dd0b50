import { anyone, endpoint, signedIn } from '../endpoint.js';
import { addReviewBody, reviewItem, reviewList, reviewsQuery } from '../reviews.js';

const tags = ['Reviews'];

export const listReviews = endpoint({
  method: 'GET',
  path: '/api/website/reviews/getall',
  access: anyone,
  query: reviewsQuery,
  response: reviewList,
  tags,
  summary: "A published ad's reviews, newest first, with the average rating",
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
});
