import type { ReviewItem } from '#contract/reviews.js';
import type { ReviewRow } from '#server/db/schema/index.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { firstName } from '../messages/index.js';

export function toReviewItem(
  review: ReviewRow,
  author: { fullName: string | null; imageKey: string | null },
  callerId: string | undefined,
  storage: FileStorage,
): ReviewItem {
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    user: {
      firstName: firstName(author.fullName),
      imageUrl: author.imageKey ? storage.urlOf(author.imageKey) : null,
    },
    isMine: review.userId === callerId,
  };
}
