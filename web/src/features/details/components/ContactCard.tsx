import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { Advertiser } from './Advertiser';
import { ContactActions } from './ContactActions';

/** The advertiser and the ways to reach them; the owner of the ad is told what visitors see here. */
export function ContactCard({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="contact-title"
      className="space-y-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm"
    >
      <h2 id="contact-title" className="font-bold text-ink-muted">
        {t('details.contact.title')}
      </h2>
      <Advertiser property={property} />
      {property.isOwner ? (
        <p className="rounded-xl bg-surface px-4 py-3 text-sm text-ink-muted">
          {t('details.contact.yourAd')}
        </p>
      ) : (
        <ContactActions property={property} />
      )}
    </section>
  );
}
