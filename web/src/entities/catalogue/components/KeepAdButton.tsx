import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { confirmAvailable, renewProperty } from '#contract/endpoints/properties';
import type { PropertyListItem } from '#contract/properties';
import { call } from '#web/lib/api/api-client';
import { invalidateResources } from '#web/lib/api/endpoint-queries';
import { notify } from '#web/lib/browser/notify';

/** The owner says a published ad is still available (its age starts again), or renews an expired one. */
function useKeepAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'confirm' | 'renew' }) =>
      call(action === 'confirm' ? confirmAvailable : renewProperty, { params: { id } }, { quiet: true }),
    onSuccess: () => invalidateResources(queryClient, renewProperty),
  });
}

/** The toast's text: a renewal tells whether the ad is published again or waits for review. */
const keptMessage = (action: 'confirm' | 'renew', answer: { status?: string } | undefined) =>
  action === 'confirm' ? 'confirmed' : answer?.status === 'pending' ? 'renewedForReview' : 'renewed';

/** "Still available" on a published ad (its age starts again), "Renew" on an expired one; else nothing. */
export function KeepAdButton({
  ad,
  className,
}: {
  ad: Pick<PropertyListItem, 'id' | 'title' | 'status'>;
  className: string;
}) {
  const { t } = useTranslation();
  const keep = useKeepAd();
  if (ad.status !== 'published' && ad.status !== 'expired') return null;
  const action = ad.status === 'published' ? 'confirm' : 'renew';
  const Icon = action === 'confirm' ? CalendarCheck : RotateCcw;
  const run = () =>
    keep.mutate(
      { id: ad.id, action },
      {
        onSuccess: (answer) => notify.success(t(`addProperty.myAds.${keptMessage(action, answer)}`)),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <button
      type="button"
      onClick={run}
      disabled={keep.isPending}
      aria-label={t(`addProperty.myAds.${action === 'confirm' ? 'stillAvailableAd' : 'renewAd'}`, {
        title: ad.title,
      })}
      className={className}
    >
      <Icon aria-hidden className="size-4" />
      {t(`addProperty.myAds.${action === 'confirm' ? 'stillAvailable' : 'renew'}`)}
    </button>
  );
}
