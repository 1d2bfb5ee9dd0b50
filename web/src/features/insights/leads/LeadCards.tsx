import { Link } from 'react-router';
import type { Lead } from '#contract/leads';
import { LeadNoteEditor } from './LeadNoteEditor';
import { LeadContact, LeadKindTag, LeadReminder, useInquirerName } from './LeadPerson';
import { LeadStatusSelect } from './LeadStatusSelect';

function LeadCard({ lead, showAgent }: { lead: Lead; showAgent: boolean }) {
  const name = useInquirerName(lead);
  return (
    <li
      className="space-y-3 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
      data-testid="lead-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold" dir="auto">
            {name}
          </p>
          <Link
            to={`/Property/${lead.property.id}`}
            className="block truncate text-sm text-ink-muted hover:underline"
            dir="auto"
          >
            {lead.property.title}
          </Link>
          {showAgent && lead.advertiser.name && (
            <p className="text-sm text-ink-muted" dir="auto">
              {lead.advertiser.name}
            </p>
          )}
        </div>
        <LeadKindTag kind={lead.kind} />
      </div>
      <LeadContact lead={lead} />
      <LeadStatusSelect lead={lead} name={name} />
      <LeadReminder lead={lead} />
      <LeadNoteEditor lead={lead} />
    </li>
  );
}

/** The leads as cards, one under the other: phones and tablets. */
export function LeadCards({ leads, showAgent }: { leads: Lead[]; showAgent: boolean }) {
  return (
    <ul className="space-y-3 lg:hidden">
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} showAgent={showAgent} />
      ))}
    </ul>
  );
}
