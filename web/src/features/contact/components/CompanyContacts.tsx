import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/lib/i18n/i18n';
import { companyQuery } from '#web/entities/company/api';
import { companyChannels } from '#web/entities/company/channels';

/** Each channel's name on this page. */
const labels = {
  phone: 'site.contact.phone',
  whatsapp: 'site.contact.whatsapp',
  email: 'site.contact.mail',
} as const;

/** The company's phone, WhatsApp and email (from the server's configuration). */
export function CompanyContacts() {
  const { t } = useTranslation();
  const company = useQuery(companyQuery(useLanguage())).data;
  const rows = company ? companyChannels(company) : [];
  return (
    <aside className="rounded-2xl border border-line bg-surface-raised p-6">
      <h2 className="text-xl font-bold">{t('site.contact.reachUs')}</h2>
      {rows.length > 0 && (
        <ul className="mt-4 space-y-1">
          {rows.map(({ key, icon: Icon, value, link }) => (
            <li key={key}>
              <a {...link} className="flex items-center gap-3 rounded-xl p-3 hover:bg-surface">
                <Icon aria-hidden className="size-5 text-brand" />
                <span className="text-sm text-ink-muted">{t(labels[key])}</span>
                <span dir="ltr" className="ms-auto font-medium">
                  {value}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
        <Clock aria-hidden className="size-4" />
        {t('site.contact.hours')}
      </p>
    </aside>
  );
}
