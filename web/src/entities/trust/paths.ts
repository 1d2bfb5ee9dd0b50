/** The page that says how the site verifies advertisers, brokers and ads (its badges link there). */
export const TRUST_PATH = '/trust';
