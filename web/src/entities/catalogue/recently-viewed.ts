import { useQuery } from '@tanstack/react-query';
import type { Language } from '#contract/common';
import { propertiesByIds } from '#contract/endpoints/properties';
import { listRecentlyViewed, mergeRecentlyViewed } from '#contract/endpoints/recently-viewed';
import { MAX_RECENTLY_VIEWED } from '#contract/limits';
import { call } from '#web/lib/api/api-client';
import { isSignedIn, useIsSignedIn } from '#web/lib/session/auth-state';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';
import { deviceList } from './device-list';

export interface DeviceView {
  propertyId: number;
  viewedAt: string;
}

const isView = (item: unknown): item is DeviceView => {
  const view = item as Partial<DeviceView> | null;
  return (
    typeof view?.propertyId === 'number' &&
    Number.isInteger(view.propertyId) &&
    view.propertyId > 0 &&
    typeof view.viewedAt === 'string' &&
    !Number.isNaN(Date.parse(view.viewedAt))
  );
};

/** A visitor's recently viewed ads on this device, newest first (20 at most). */
const list = deviceList(STORAGE_KEYS.recentlyViewed, (stored) =>
  Array.isArray(stored) ? stored.filter(isView).slice(0, MAX_RECENTLY_VIEWED) : [],
);

export const useDeviceViews = list.useItems;

/** A visitor opened an ad: it goes to the top of the device's list (a user's account records it). */
export function rememberViewed(propertyId: number): void {
  if (isSignedIn()) return;
  const others = list.read().filter((view) => view.propertyId !== propertyId);
  list.write([{ propertyId, viewedAt: new Date().toISOString() }, ...others].slice(0, MAX_RECENTLY_VIEWED));
}

/** At sign-in: the device's list joins the account's and leaves the device. */
export async function mergeDeviceViews(): Promise<void> {
  const views = list.read();
  if (views.length === 0) return;
  await call(mergeRecentlyViewed, { body: { views } }, { quiet: true });
  list.write([]);
}

/**
 * The recently viewed ads to show: the account's for a signed-in reader (the device's list joins it
 * first, once), else the device's ads that are still public. Hidden or deleted ads drop out.
 */
export function useRecentlyViewedAds(language: Language) {
  const signedIn = useIsSignedIn();
  const deviceIds = useDeviceViews().map((view) => view.propertyId);
  const account = useQuery({
    ...endpointQuery(listRecentlyViewed, undefined, { language }),
    queryFn: async ({ signal }) => {
      await mergeDeviceViews().catch(() => undefined);
      return call(listRecentlyViewed, undefined, { signal, quiet: true });
    },
    enabled: signedIn,
  });
  const device = useQuery({
    ...endpointQuery(propertiesByIds, { query: { ids: deviceIds.join(',') } }, { language, quiet: true }),
    enabled: !signedIn && deviceIds.length > 0,
  });
  const shown = signedIn ? account : device;
  if (!signedIn && deviceIds.length === 0) return { ads: [], pending: false };
  return { ads: shown.data?.data ?? [], pending: shown.isPending };
}
