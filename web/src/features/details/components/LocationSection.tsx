import { ExternalLink, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { useNearViewport } from '#web/hooks/use-near-viewport';
import { openStreetMapLink } from '../lib/links';
import { PlaceText } from './PlaceText';

const LocationMap = lazy(() => import('./LocationMap'));

type Located = Pick<PropertyDetail, 'latitude' | 'longitude' | 'address' | 'district' | 'city' | 'region'>;

/** The map (fetched when it comes near the screen), the written address and a link to a full map. */
export function LocationSection({ property }: { property: Located }) {
  const { t } = useTranslation();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const { latitude, longitude } = property;
  if (latitude === null || longitude === null) return null;
  const waiting = (
    <div className="flex size-full items-center justify-center gap-2 text-ink-muted">
      <MapPin aria-hidden className="size-6" />
      <span>{t('details.location.loading')}</span>
    </div>
  );
  return (
    <section aria-labelledby="location-title">
      <h2 id="location-title" className="text-xl font-bold">
        {t('details.location.title')}
      </h2>
      <div
        ref={ref}
        className="relative isolate mt-4 aspect-[4/3] overflow-hidden rounded-2xl border border-line bg-line/40 sm:aspect-video"
      >
        {near ? (
          <Suspense fallback={waiting}>
            <LocationMap latitude={latitude} longitude={longitude} label={t('details.location.map')} />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="flex items-start gap-1.5 text-ink-muted">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <PlaceText
            parts={[property.address, property.district, property.city.name, property.region.name]}
          />
        </p>
        <a
          href={openStreetMapLink(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-medium text-brand hover:underline"
        >
          {t('details.location.openMap')}
          <ExternalLink aria-hidden className="size-4" />
        </a>
      </div>
    </section>
  );
}
