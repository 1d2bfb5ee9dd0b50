import { react } from '#server/lib/domain-events.js';
import { officeLicenceLapsed, officeReinstated, officeSuspended } from '../offices/index.js';
import { restoreOfficeAds, suspendOfficeAds } from './suspend-ad.js';

/**
 * An office's FAL licence lapsed, or staff suspended the office: every live ad posted for it leaves
 * the site; staff reinstating it brings back the ads its suspension took down (ADR 0039).
 */
export function connectAdLicenceReactions(): void {
  react(officeLicenceLapsed, 'ad-licences', async (tx, now, { officeId }) => {
    await suspendOfficeAds(tx, now, officeId, 'officeLicenceLapsed');
  });
  react(officeSuspended, 'ad-licences', async (tx, now, { officeId }) => {
    await suspendOfficeAds(tx, now, officeId, 'officeSuspended');
  });
  react(officeReinstated, 'ad-licences', async (tx, now, { officeId, ads }) => {
    await restoreOfficeAds(tx, now, officeId, ads);
  });
}
