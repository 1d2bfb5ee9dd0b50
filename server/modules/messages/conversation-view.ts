import type { ConversationItem, MessageItem } from '#contract/messages.js';
import type { PropertyMessageRow } from '#server/db/schema/index.js';
import { localText } from '#server/lib/i18n/localize.js';
import type { Language } from '#contract/common.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { toImageRef } from '../ads/index.js';
import type { StoredPhoto } from '../ads/index.js';

export const firstName = (fullName: string | null | undefined) => fullName?.trim().split(/\s+/)[0] || null;

export function toMessageItem(row: PropertyMessageRow): MessageItem {
  return {
    id: row.id,
    propertyId: row.propertyId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export function toConversationProperty(
  row: {
    id: number;
    titleAr: string | null;
    titleEn: string | null;
    category: number;
    cover: StoredPhoto | null;
  },
  language: Language,
  storage: FileStorage,
): ConversationItem['property'] {
  return {
    id: row.id,
    title: localText(row.titleAr, row.titleEn, language),
    category: row.category,
    coverImage: row.cover ? toImageRef(row.cover, storage) : null,
  };
}

export function toConversationUser(
  row: { id: string; fullName: string | null; imageKey: string | null },
  storage: FileStorage,
): ConversationItem['otherUser'] {
  return {
    id: row.id,
    firstName: firstName(row.fullName),
    imageUrl: row.imageKey ? storage.urlOf(row.imageKey) : null,
  };
}
