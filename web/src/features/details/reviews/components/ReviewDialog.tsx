import { LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_COMMENT_MAX_LENGTH } from '#contract/limits';
import type { ReviewItem } from '#contract/reviews';
import { ApiError } from '#web/lib/api/api-client';
import { formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { notify } from '#web/lib/browser/notify';
import { useModal } from '#web/hooks/use-modal';
import { useSaveReview } from '../api';
import { StarRatingInput, type Rating } from './StarRatingInput';

interface ReviewDialogProps {
  propertyId: number;
  propertyTitle: string;
  /** The reader's review of this ad, when they wrote one: the form starts from it. */
  mine: ReviewItem | undefined;
  onClosed: () => void;
}

interface Errors {
  rating?: string;
  comment?: string;
  form?: string;
}

const errorText = 'text-sm text-red-600 dark:text-red-400';

/** The chosen star (or the first) takes the focus. */
const focusStars = (dialog: HTMLElement | null) =>
  dialog?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();

/** The stars and the comment, on the native modal <dialog> like ConfirmDialog; loaded on first use. */
export default function ReviewDialog({ propertyId, propertyTitle, mine, onClosed }: ReviewDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const ref = useModal();
  const id = useId();
  const [rating, setRating] = useState<Rating | null>(mine ? (mine.rating as Rating) : null);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveReview();
  const over = comment.length > REVIEW_COMMENT_MAX_LENGTH;

  useEffect(() => focusStars(ref.current), [ref]);

  const close = () => ref.current?.close();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null) {
      setErrors({ rating: t('reviews.dialog.ratingRequired') });
      focusStars(ref.current);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ propertyId, rating, comment });
      notify.success(mine ? t('reviews.dialog.updated') : t('reviews.dialog.added'));
      close();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = { rating: error.fieldErrors.rating?.[0], comment: error.fieldErrors.comment?.[0] };
      setErrors(fields.rating || fields.comment ? fields : { form: error.message });
      if (fields.comment) document.getElementById(`${id}-comment`)?.focus();
    }
  };

  const commentDescription = [`${id}-counter`, errors.comment && `${id}-comment-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-property`}
      onClose={onClosed}
      className="m-auto max-h-[92dvh] w-[min(92vw,32rem)] rounded-[var(--radius-card)] border border-line bg-surface-raised p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-bold">
              {mine ? t('reviews.dialog.editTitle') : t('reviews.dialog.title')}
            </h2>
            <p id={`${id}-property`} dir="auto" className="truncate text-sm text-ink-muted">
              {propertyTitle}
            </p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={t('reviews.dialog.close')}
            className="-me-2 -mt-1 shrink-0 rounded-lg p-2 text-ink-muted hover:bg-surface hover:text-ink"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>

        <div className="mt-5">
          <p id={`${id}-rating`} className="font-medium">
            {t('reviews.dialog.rating')}
          </p>
          <div className="mt-1">
            <StarRatingInput
              value={rating}
              onChange={(value) => {
                setRating(value);
                setErrors((current) => ({ ...current, rating: undefined }));
              }}
              labelId={`${id}-rating`}
              errorId={errors.rating ? `${id}-rating-error` : undefined}
            />
          </div>
          {errors.rating && (
            <p id={`${id}-rating-error`} role="alert" className={errorText}>
              {errors.rating}
            </p>
          )}
        </div>

        <div className="mt-4">
          <label htmlFor={`${id}-comment`} className="block font-medium">
            {t('reviews.dialog.comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            rows={5}
            dir="auto"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder={t('reviews.dialog.commentPlaceholder')}
            aria-invalid={Boolean(errors.comment) || over}
            aria-describedby={commentDescription}
            className={`mt-2 block w-full resize-y rounded-lg border bg-surface px-4 py-3 leading-relaxed outline-none placeholder:text-ink-muted focus:ring-2 focus:ring-brand ${errors.comment || over ? 'border-red-600 dark:border-red-400' : 'border-line'}`}
          />
          <p
            id={`${id}-counter`}
            className={`mt-1 text-end text-sm tabular-nums ${over ? 'font-medium text-red-600 dark:text-red-400' : 'text-ink-muted'}`}
          >
            {over && `${t('reviews.dialog.tooLong')} · `}
            {t('reviews.dialog.counter', {
              value: formatNumber(comment.length, language),
              max: formatNumber(REVIEW_COMMENT_MAX_LENGTH, language),
            })}
          </p>
          {errors.comment && (
            <p id={`${id}-comment-error`} role="alert" className={errorText}>
              {errors.comment}
            </p>
          )}
        </div>

        {errors.form && (
          <p
            role="alert"
            className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
          >
            {errors.form}
          </p>
        )}

        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={close}
            className="h-11 rounded-lg border border-line px-5 font-medium hover:bg-surface"
          >
            {t('reviews.dialog.cancel')}
          </button>
          <button
            type="submit"
            disabled={save.isPending}
            aria-busy={save.isPending}
            className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-6 font-bold text-white hover:bg-brand-strong disabled:opacity-70 dark:text-surface"
          >
            {save.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            {save.isPending
              ? t('reviews.dialog.saving')
              : mine
                ? t('reviews.dialog.save')
                : t('reviews.dialog.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
