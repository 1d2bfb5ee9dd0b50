/** The ad's page with its "Feature this ad" dialog open: where a failed payment's "try again" leads. */
export const FEATURE_LINK_PARAM = 'feature';

export const featureAdPath = (propertyId: number) => `/Property/${propertyId}?${FEATURE_LINK_PARAM}=1`;

/** The page the gateway returns the buyer to (server/modules/payments/create-order.ts gives it). */
export const paymentReturnPath = (orderId: string) => `/payments/return?order=${encodeURIComponent(orderId)}`;
