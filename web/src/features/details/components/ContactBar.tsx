import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { ContactActions } from './ContactActions';

/**
 * Call, WhatsApp and message at the bottom of a phone's screen, above the home indicator; the page
 * ends above it (`body:has([data-contact-bar])` in styles.css). Wider screens keep the contact card
 * in view instead.
 */
export function ContactBar({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation();
  return (
    <section
      data-contact-bar
      aria-label={t('details.contact.title')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface-raised/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur sm:hidden"
    >
      <ContactActions property={property} variant="bar" />
    </section>
  );
}
