export { homeOrder } from './list-published-testimonials.js';
export { testimonialRoutes } from './routes.js';
