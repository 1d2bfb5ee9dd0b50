import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '#contract/common.js';
import type { Lead, LeadFilters } from '#contract/leads.js';
import type { Database } from '#server/db/client.js';
import { leads, properties, users } from '#server/db/schema/index.js';
import { localText } from '#server/lib/i18n/localize.js';
import { firstName } from '../messages/index.js';

const advertiser = alias(users, 'advertiser');
const inquirer = alias(users, 'inquirer');

/** Whose leads: the ads an advertiser owns, or an office's ads. */
export type LeadScope = { advertiserId: string } | { officeId: number };

/** The leads of the scope that pass the filters. */
export function leadsWhere(scope: LeadScope, filters: LeadFilters): SQL | undefined {
  return and(
    'advertiserId' in scope ? eq(leads.advertiserId, scope.advertiserId) : eq(leads.officeId, scope.officeId),
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.kind ? eq(leads.kind, filters.kind) : undefined,
    filters.propertyId ? eq(leads.propertyId, filters.propertyId) : undefined,
    filters.agentId ? eq(leads.advertiserId, filters.agentId) : undefined,
  );
}

/** The leads as the inbox shows them, latest contact first, with how many pass `where` in all. */
export function selectLeads(db: Pick<Database, 'select'>, where: SQL | undefined) {
  return db
    .select({
      lead: leads,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      advertiserName: advertiser.fullName,
      inquirerName: inquirer.fullName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .innerJoin(advertiser, eq(advertiser.id, leads.advertiserId))
    .innerJoin(inquirer, eq(inquirer.id, leads.inquirerId))
    .where(where)
    .orderBy(desc(leads.lastContactAt), desc(leads.id));
}

export type LeadRecord = Awaited<ReturnType<typeof selectLeads>>[number];

/** A lead as the API answers it: never the inquirer's number, their first name only. */
export function toLead(record: LeadRecord, language: Language): Lead {
  const { lead } = record;
  return {
    id: lead.id,
    property: { id: lead.propertyId, title: localText(record.titleAr, record.titleEn, language) },
    advertiser: { id: lead.advertiserId, name: record.advertiserName?.trim() || null },
    inquirer: { id: lead.inquirerId, firstName: firstName(record.inquirerName) },
    kind: lead.kind,
    status: lead.status,
    note: lead.note,
    remindOn: lead.remindOn,
    conversationPath: lead.messaged ? `/messages/${lead.propertyId}/${lead.inquirerId}` : null,
    createdAt: lead.createdAt.toISOString(),
    lastContactAt: lead.lastContactAt.toISOString(),
  };
}
