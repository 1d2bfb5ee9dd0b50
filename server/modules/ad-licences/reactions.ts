import { react } from '#server/lib/domain-events.js';
import { officeLicenceLapsed } from '../offices/index.js';
import { suspendOfficeAds } from './suspend-ad.js';

/** An office's FAL licence lapsed: every live ad posted for it leaves the site (ADR 0039). */
export function connectAdLicenceReactions(): void {
  react(officeLicenceLapsed, 'ad-licences', async (tx, now, { officeId }) => {
    await suspendOfficeAds(tx, now, officeId);
  });
}
