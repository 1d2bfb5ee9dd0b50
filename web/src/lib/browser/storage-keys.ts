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
  /** Ours, not the spec's: when fcmToken was obtained (renewed after 7 days, spec §9). */
  fcmTokenSavedAt: 'fcmTokenSavedAt',
  userInfoId: 'userInfoId',
  /** Ours: the note that notifications are blocked in this browser was shown once (docs/decisions/0030). */
  pushOffNoteShown: 'pushOffNoteShown',
  /** The back-office (spec §3: "an admin token and a permissions list"). */
  adminToken: 'adminToken',
  permissions: 'permissions',
  /** Ours: a visitor's recently viewed ads on this device (entities/catalogue/recently-viewed.ts). */
  recentlyViewed: 'recentlyViewed',
} as const;
