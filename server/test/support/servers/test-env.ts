/**
 * What every test server starts with, in process or spawned: limits out of the way (a test that
 * counts a limit sets its own) and no licence or verified identity required (their own tests pass 'true').
 */
export const TEST_SERVER_ENV = {
  RATE_LIMIT_PER_MINUTE: '100000',
  SMS_PER_IP_PER_10_MIN: '100000',
  SMS_PER_SOURCE_PER_DAY: '100000',
  SMS_DAILY_BUDGET: '100000',
  SMS_COUNTRY_DAILY_BUDGETS: '*:100000',
  SMS_POW_AFTER_SOURCE_PER_HOUR: '100000',
  SMS_POW_AFTER_SITE_PER_HOUR: '100000',
  SUPPORT_PER_IP_PER_10_MIN: '100000',
  AD_ACTIVITY_BEACONS_PER_IP_PER_MINUTE: '100000',
  STAFF_AUTH_PER_IP_PER_10_MIN: '100000',
  EMAIL_VERIFICATIONS_PER_IP_PER_HOUR: '100000',
  AD_LICENSE_REQUIRED: 'false',
  ADVERTISER_IDENTITY_REQUIRED: 'false',
};
