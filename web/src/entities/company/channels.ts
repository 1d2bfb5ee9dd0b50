import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { EndpointAnswer } from '#contract/endpoint';
import type { getCompanyContact } from '#contract/endpoints/company';

type Company = EndpointAnswer<typeof getCompanyContact>;

/** The attributes of a link that opens another site in a tab of its own. */
export const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

export interface CompanyChannel {
  key: 'phone' | 'whatsapp' | 'email';
  icon: LucideIcon;
  value: string;
  /** The attributes of its link: where it leads, in a tab of its own for another site (WhatsApp). */
  link: { href: string; target?: string; rel?: string };
}

/** The company's WhatsApp chat: wa.me wants the number as digits only. */
export const companyWhatsapp = (company: Company) => `https://wa.me/${company.whatsapp.replace(/\D/g, '')}`;

/** How to reach the company: phone, WhatsApp and email, each with the link that opens it. */
export const companyChannels = (company: Company): CompanyChannel[] => [
  {
    key: 'phone',
    icon: Phone,
    value: company.phone,
    link: { href: `tel:${company.phone.replace(/\s/g, '')}` },
  },
  {
    key: 'whatsapp',
    icon: MessageCircle,
    value: company.whatsapp,
    link: { href: companyWhatsapp(company), ...outside },
  },
  { key: 'email', icon: Mail, value: company.email, link: { href: `mailto:${company.email}` } },
];
