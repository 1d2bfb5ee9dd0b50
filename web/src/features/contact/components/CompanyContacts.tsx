import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/lib/i18n/i18n';
import { companyQuery } from '#web/entities/company/api';

/** The company's phone, WhatsApp and email (from the server's configuration). */
export function CompanyContacts() {
  const { t } = useTranslation();
  const company = useQuery(companyQuery(useLanguage())).data;
  const rows: {
    key: string;
    icon: LucideIcon;
    label: string;
    value: string;
    href: string;
    external?: boolean;
  }[] = company
    ? [
        {
          key: 'phone',
          icon: Phone,
          label: t('site.contact.phone'),
          value: company.phone,
          href: `tel:${company.phone.replace(/\s/g, '')}`,
        },
        {
          key: 'whatsapp',
          icon: MessageCircle,
          label: t('site.contact.whatsapp'),
          value: company.whatsapp,
          href: `https://wa.me/${company.whatsapp.replace(/\D/g, '')}`,
          external: true,
        },
        {
          key: 'email',
          icon: Mail,
          label: t('site.contact.mail'),
          value: company.email,
          href: `mailto:${company.email}`,
        },
      ]
    : [];
  return (
    <aside className="rounded-2xl border border-line bg-surface-raised p-6">
      <h2 className="text-xl font-bold">{t('site.contact.reachUs')}</h2>
      {rows.length > 0 && (
        <ul className="mt-4 space-y-1">
          {rows.map(({ key, icon: Icon, label, value, href, external }) => (
            <li key={key}>
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex items-center gap-3 rounded-xl p-3 hover:bg-surface"
              >
                <Icon aria-hidden className="size-5 text-brand" />
                <span className="text-sm text-ink-muted">{label}</span>
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
