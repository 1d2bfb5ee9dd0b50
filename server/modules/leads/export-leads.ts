import type { FastifyReply } from 'fastify';
import type { Language } from '#contract/common.js';
import {
  LEAD_EXPORT_MAX_ROWS,
  type Lead,
  type LeadFilters,
  type LeadKind,
  type LeadStatus,
} from '#contract/leads.js';
import type { AppDeps } from '#server/deps.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { csvText } from './csv.js';
import { leadsWhere, selectLeads, toLead, type LeadScope } from './lead-query.js';
import { requireOfficeManager } from './office-access.js';

const columns = {
  ar: [
    'رقم العميل',
    'رقم الإعلان',
    'الإعلان',
    'المعلن',
    'العميل',
    'طريقة التواصل',
    'الحالة',
    'ملاحظة',
    'تاريخ التذكير',
    'أول تواصل',
    'آخر تواصل',
  ],
  en: [
    'Lead',
    'Ad',
    'Ad title',
    'Advertiser',
    'Inquirer',
    'Contact',
    'Status',
    'Note',
    'Reminder',
    'First contact',
    'Last contact',
  ],
} as const satisfies Record<Language, readonly string[]>;

const kindNames: Record<Language, Record<LeadKind, string>> = {
  ar: { message: 'رسالة', callTap: 'اتصال', whatsappTap: 'واتساب' },
  en: { message: 'Message', callTap: 'Call', whatsappTap: 'WhatsApp' },
};

const statusNames: Record<Language, Record<LeadStatus, string>> = {
  ar: { new: 'جديد', contacted: 'تم التواصل', visited: 'تمت المعاينة', closed: 'تمت الصفقة', lost: 'لم يتم' },
  en: { new: 'New', contacted: 'Contacted', visited: 'Visited', closed: 'Closed', lost: 'Lost' },
};

/** A moment as spreadsheets read it: `2026-12-07 14:03` in UTC. */
const moment = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

function rowOf(lead: Lead, language: Language) {
  return [
    lead.id,
    lead.property.id,
    lead.property.title,
    lead.advertiser.name,
    lead.inquirer.firstName,
    kindNames[language][lead.kind],
    statusNames[language][lead.status],
    lead.note,
    lead.remindOn,
    moment(lead.createdAt),
    moment(lead.lastContactAt),
  ];
}

async function sendCsv(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  reply: FastifyReply,
  scope: LeadScope,
  filters: LeadFilters,
  language: Language,
): Promise<FastifyReply> {
  const rows = await selectLeads(deps.db, leadsWhere(scope, filters)).limit(LEAD_EXPORT_MAX_ROWS);
  const text = csvText(
    columns[language],
    rows.map((row) => rowOf(toLead(row, language), language)),
  );
  const day = deps.clock.now().toISOString().slice(0, 10);
  return reply
    .status(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(text);
}

/** The caller's leads as a CSV file. */
export function exportMyLeads(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  reply: FastifyReply,
  caller: AuthUser,
  filters: LeadFilters,
  language: Language,
) {
  return sendCsv(deps, reply, { advertiserId: caller.id }, filters, language);
}

/** An office's leads as a CSV file, for its owner and managers. */
export async function exportOfficeLeads(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  reply: FastifyReply,
  caller: AuthUser,
  officeId: number,
  filters: LeadFilters,
  language: Language,
) {
  await requireOfficeManager(deps.db, officeId, caller.id);
  return sendCsv(deps, reply, { officeId }, filters, language);
}
