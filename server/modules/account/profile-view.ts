import type { Profile } from '#contract/account.js';
import type { UserRow } from '#server/db/schema/index.js';
import type { FileStorage } from '#server/lib/storage/storage.js';

export function toProfile(user: UserRow, storage: FileStorage): Profile {
  return {
    id: user.id,
    phoneNumber: user.phoneNumber,
    dialCode: user.dialCode,
    fullName: user.fullName,
    email: user.email,
    emailVerified: user.email !== null && user.emailVerifiedAt !== null,
    whatsapp: user.whatsapp,
    imageUrl: user.imageKey ? storage.urlOf(user.imageKey) : null,
    preferredLanguage: user.preferredLanguage,
    createdAt: user.createdAt.toISOString(),
  };
}
