import { MapPin, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PropertyFormValues } from '../lib/form-values';
import { NumberField } from './ad-fields';

/** Leaflet and its styles load only when someone opens the map. */
const LocationMap = lazy(() => import('./LocationMap'));

const DECIMALS = 6;

/**
 * The ad's point: picked on an OpenStreetMap map, or typed as latitude and longitude (the map needs
 * the internet; the fields do not). Both may stay empty.
 */
export function MapPicker({ center }: { center: [number, number] }) {
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = useFormContext<PropertyFormValues>();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const [open, setOpen] = useState(false);
  const position: [number, number] | null =
    latitude !== '' && longitude !== '' && Number.isFinite(+latitude) && Number.isFinite(+longitude)
      ? [+latitude, +longitude]
      : null;

  const place = (lat: string, lng: string) => {
    setValue('latitude', lat, { shouldDirty: true });
    setValue('longitude', lng, { shouldDirty: true });
    clearErrors(['latitude', 'longitude']);
  };

  return (
    <section aria-labelledby="map-title" className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="map-title" className="font-bold">
            {t('addProperty.map.title')}
          </h3>
          <p className="text-sm text-ink-muted">{t('addProperty.map.hint')}</p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand px-4 font-medium text-brand hover:bg-brand/10"
        >
          <MapPin aria-hidden className="size-5" />
          {open ? t('addProperty.map.hide') : t('addProperty.map.show')}
        </button>
      </div>
      {open && (
        <Suspense fallback={<div className="mt-3 h-72 animate-pulse rounded-xl bg-line/60 sm:h-96" />}>
          <LocationMap
            center={center}
            position={position}
            label={t('addProperty.map.label')}
            onPick={(lat, lng) => place(lat.toFixed(DECIMALS), lng.toFixed(DECIMALS))}
          />
        </Suspense>
      )}
      <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <NumberField name="latitude" decimal negative label={t('addProperty.fields.latitude')} />
        <NumberField name="longitude" decimal negative label={t('addProperty.fields.longitude')} />
      </div>
      {position && (
        <button
          type="button"
          onClick={() => place('', '')}
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-ink-muted underline-offset-4 hover:underline"
        >
          <X aria-hidden className="size-4" />
          {t('addProperty.map.clear')}
        </button>
      )}
    </section>
  );
}
