import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { isResidential } from '#web/entities/catalogue/details-kind';

/** Amenities (residential) or facility features (industrial), as chips; nothing when none are chosen. */
export function FeaturesSection({ details }: { details: PropertyDetail['details'] }) {
  const { t } = useTranslation();
  const [features, title] = isResidential(details)
    ? [details.relaxMedia, t('details.amenities')]
    : [details.industryFeatures, t('details.industryFeatures')];
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {features.map((feature) => (
          <li
            key={feature.id}
            className="flex items-center gap-1.5 rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm"
          >
            <Check aria-hidden className="size-4 text-brand" />
            {feature.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
