/** The conversation with one person about one ad (the route is registered in app/routes.tsx). */
export const threadPath = (propertyId: number, userId: string) => `/messages/${propertyId}/${userId}`;
