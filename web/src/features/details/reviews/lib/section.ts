/** The reviews section's element id: the rating in the ad's heading links to it. */
export const REVIEWS_SECTION_ID = 'reviews';
