import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { EndpointAnswer } from '#contract/endpoint';
import type { getCompanyContact } from '#contract/endpoints/company';

type Company = EndpointAnswer<typeof getCompanyContact>;

export interface CompanyChannel {
  key: 'phone' | 'whatsapp' | 'email';
  icon: LucideIcon;
  value: string;
  href: string;
  /** Opens another site (WhatsApp), in a tab of its own. */
  external?: boolean;
}

/** The company's WhatsApp chat: wa.me wants the number as digits only. */
export const companyWhatsapp = (company: Company) => `https://wa.me/${company.whatsapp.replace(/\D/g, '')}`;

/** How to reach the company: phone, WhatsApp and email, each with the link that opens it. */
export const companyChannels = (company: Company): CompanyChannel[] => [
  { key: 'phone', icon: Phone, value: company.phone, href: `tel:${company.phone.replace(/\s/g, '')}` },
  {
    key: 'whatsapp',
    icon: MessageCircle,
    value: company.whatsapp,
    href: companyWhatsapp(company),
    external: true,
  },
  { key: 'email', icon: Mail, value: company.email, href: `mailto:${company.email}` },
];

/** The attributes of a link that opens another site in a tab of its own. */
export const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;
