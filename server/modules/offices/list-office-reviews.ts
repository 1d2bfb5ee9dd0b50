import type { Language } from '#contract/common.js';
import type { OfficeReviewList } from '#contract/reviews.js';
import type { AppDeps } from '#server/deps.js';
import { AppError } from '#server/lib/errors.js';
import type { Paging } from '#server/lib/paging.js';
import { officeAdReviews } from '../reviews/index.js';
import { isPublicOffice } from './get-office.js';

/** The reviews of a public office's ads; an office nobody may see is a 404. */
export async function listOfficeReviews(
  deps: AppDeps,
  officeId: number,
  paging: Paging,
  callerId: string | undefined,
  language: Language,
): Promise<OfficeReviewList> {
  if (!(await isPublicOffice(deps.db, officeId))) throw new AppError('notFound', 'notFound');
  return officeAdReviews(deps, officeId, paging, callerId, language);
}
