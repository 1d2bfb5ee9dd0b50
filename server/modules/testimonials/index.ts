/**
 * Testimonials the website shows. What other modules may use of it; the rest is its own.
 */
export { homeOrder } from './list-published-testimonials.js';
export { testimonialRoutes } from './routes.js';
