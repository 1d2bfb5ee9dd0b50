import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lead } from '#contract/leads';
import { LeadNoteEditor } from './LeadNoteEditor';
import { LeadContact, LeadKindTag, LeadReminder, useInquirerName } from './LeadPerson';
import { LeadStatusSelect } from './LeadStatusSelect';

function LeadRow({ lead, showAgent }: { lead: Lead; showAgent: boolean }) {
  const name = useInquirerName(lead);
  return (
    <tr className="border-t border-line align-top" data-testid="lead-row">
      <th scope="row" className="px-3 py-3 text-start font-bold" dir="auto">
        {name}
        <div className="mt-1">
          <LeadKindTag kind={lead.kind} />
        </div>
      </th>
      <td className="max-w-56 px-3 py-3">
        <Link to={`/Property/${lead.property.id}`} className="line-clamp-2 hover:underline" dir="auto">
          {lead.property.title}
        </Link>
      </td>
      {showAgent && (
        <td className="px-3 py-3" dir="auto">
          {lead.advertiser.name}
        </td>
      )}
      <td className="px-3 py-3">
        <LeadContact lead={lead} />
      </td>
      <td className="px-3 py-3">
        <LeadStatusSelect lead={lead} name={name} />
      </td>
      <td className="w-72 px-3 py-3">
        <div className="space-y-2">
          <LeadReminder lead={lead} />
          <LeadNoteEditor lead={lead} />
        </div>
      </td>
    </tr>
  );
}

/** The leads as a table: wide screens. */
export function LeadTable({ leads, showAgent }: { leads: Lead[]; showAgent: boolean }) {
  const { t } = useTranslation();
  const head = 'px-3 py-2 text-start text-sm font-medium text-ink-muted';
  return (
    <div className="hidden overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface-raised lg:block">
      <table className="w-full">
        <thead>
          <tr>
            <th scope="col" className={head}>
              {t('leads.columns.inquirer')}
            </th>
            <th scope="col" className={head}>
              {t('leads.columns.ad')}
            </th>
            {showAgent && (
              <th scope="col" className={head}>
                {t('leads.columns.agent')}
              </th>
            )}
            <th scope="col" className={head}>
              {t('leads.columns.contact')}
            </th>
            <th scope="col" className={head}>
              {t('leads.columns.status')}
            </th>
            <th scope="col" className={head}>
              {t('leads.columns.note')}
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} showAgent={showAgent} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
