/** Browser storage keys, exactly as product-spec.md §3 names them. */
export const STORAGE_KEYS = {
  token: 'Token',
  refreshToken: 'refreshToken',
  phoneNumber: 'phoneNumber',
  lang: 'lang',
  language: 'language',
  theme: 'theme',
  deviceId: 'deviceId',
  fcmToken: 'fcmToken',
  userInfoId: 'userInfoId',
} as const;
