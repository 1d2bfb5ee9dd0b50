import { PenLine, Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '#contract/reviews';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { useSendToSignIn } from '#web/lib/session/sign-in-return';

const loadDialog = () => import('./ReviewDialog');
const ReviewDialog = lazy(loadDialog);

interface WriteReviewButtonProps {
  propertyId: number;
  propertyTitle: string;
  mine: ReviewItem | undefined;
}

/**
 * "Write a review", or "edit your review" once the reader has one. Signed out, it says why and goes to
 * sign in, as the contact buttons do. The dialog's code comes when a signed-in reader reaches for it.
 */
export function WriteReviewButton({ propertyId, propertyTitle, mine }: WriteReviewButtonProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const sendToSignIn = useSendToSignIn();
  const [open, setOpen] = useState(false);
  const preload = () => {
    if (signedIn) void loadDialog();
  };
  const start = () => {
    if (signedIn) return setOpen(true);
    sendToSignIn(t('reviews.signInToReview'));
  };
  const Icon = mine ? PenLine : Star;
  return (
    <>
      <button
        type="button"
        onClick={start}
        onPointerEnter={preload}
        onFocus={preload}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand px-5 font-bold text-white transition hover:bg-brand-strong dark:text-surface"
      >
        <Icon aria-hidden className="size-5" />
        {mine ? t('reviews.edit') : t('reviews.write')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReviewDialog
            propertyId={propertyId}
            propertyTitle={propertyTitle}
            mine={mine}
            onClosed={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
