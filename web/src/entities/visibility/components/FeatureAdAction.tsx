import { lazy, Suspense } from 'react';
import type { PropertyListItem } from '#contract/properties';
import { loadFeatureTexts } from '#web/lib/i18n/i18n';
import type { FeatureAdButtonProps } from './FeatureAdButton';

// The owner's only: the button, its dialog and their texts stay out of a visitor's scripts.
const FeatureAdButton = lazy(() =>
  Promise.all([import('./FeatureAdButton'), loadFeatureTexts('payments')]).then(([module]) => ({
    default: module.FeatureAdButton,
  })),
);

/** "Feature this ad" for an owner's ad while it is live (only a published ad can be featured). */
export function FeatureAdAction({
  ad,
  ...button
}: Omit<FeatureAdButtonProps, 'ad'> & { ad: FeatureAdButtonProps['ad'] & Pick<PropertyListItem, 'status'> }) {
  if (ad.status !== 'published') return null;
  return (
    <Suspense>
      <FeatureAdButton ad={ad} {...button} />
    </Suspense>
  );
}
