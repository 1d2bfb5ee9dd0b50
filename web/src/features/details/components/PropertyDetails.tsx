import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberViewed } from '#web/entities/catalogue/recently-viewed';
import type { PropertyDetail } from '#contract/properties';
import { Breadcrumb } from './Breadcrumb';
import { ClosedBanner } from './ClosedBanner';
import { ContactBar } from './ContactBar';
import { ContactCard } from './ContactCard';
import { DescriptionSection } from './DescriptionSection';
import { FactsSection } from './FactsSection';
import { FeaturesSection } from './FeaturesSection';
import { Gallery } from './Gallery';
import { LicenceCard } from './LicenceCard';
import { LocationSection } from './LocationSection';
import { PriceSection } from './PriceSection';
import { PropertyHeading } from './PropertyHeading';
import { SimilarProperties } from './SimilarProperties';
import { ReportButton } from '#web/entities/report/components/ReportButton';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { loadFeatureTexts } from '#web/lib/i18n/i18n';
import { ReviewsSection } from '../reviews/components/ReviewsSection';

// The owner's only: the notice speaks the ad form's words (expiry, drafts, renewal), which come with it.
const OwnerNotice = lazy(() =>
  Promise.all([import('./OwnerNotice'), loadFeatureTexts('addProperty')]).then(([module]) => ({
    default: module.OwnerNotice,
  })),
);

/**
 * One ad. On phones: photos, heading, contact, then the details. On wide screens the contact column
 * sits beside everything and stays in view.
 */
export function PropertyDetails({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation();
  useDocumentTitle(t('details.pageTitle', { title: property.title }));
  // A visitor's list lives on the device; a signed-in reader's view was recorded by the answer.
  useEffect(() => rememberViewed(property.id), [property.id]);
  return (
    <article className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb category={property.category} title={property.title} />
      <ClosedBanner status={property.status} />
      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Gallery media={property.media} title={property.title} />
          <PropertyHeading property={property} />
        </div>
        <aside className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-4 lg:sticky lg:top-20">
            {property.isOwner && (
              <Suspense>
                <OwnerNotice property={property} />
              </Suspense>
            )}
            <ContactCard property={property} />
            <LicenceCard property={property} />
            {!property.isOwner && <ReportButton kind="ad" id={property.id} className="-ms-2" />}
          </div>
        </aside>
        <div className="min-w-0 space-y-10 lg:col-start-1">
          <FactsSection property={property} />
          <PriceSection property={property} />
          <DescriptionSection description={property.description} />
          <FeaturesSection details={property.details} />
          <LocationSection property={property} />
          <ReviewsSection property={property} />
        </div>
      </div>
      <SimilarProperties property={property} />
      {!property.isOwner && <ContactBar property={property} />}
    </article>
  );
}
