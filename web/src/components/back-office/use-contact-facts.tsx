import { useTranslation } from 'react-i18next';
import type { Fact } from './FactList';

/** A person's phone, email and WhatsApp as facts with links, written left to right. */
export function useContactFacts(person: {
  phoneNumber: string;
  email: string | null;
  whatsapp?: string | null;
}): Fact[] {
  const { t } = useTranslation();
  const link = (href: string, text: string) => (
    <a href={href} dir="ltr" className="inline-block max-w-full hover:underline">
      {text}
    </a>
  );
  return [
    { label: t('dashboard.users.phone'), value: link(`tel:${person.phoneNumber}`, person.phoneNumber) },
    {
      label: t('dashboard.users.email'),
      value: person.email && link(`mailto:${person.email}`, person.email),
    },
    {
      label: t('dashboard.users.whatsapp'),
      value: person.whatsapp && link(`https://wa.me/${person.whatsapp.replace(/\D/g, '')}`, person.whatsapp),
    },
  ];
}
