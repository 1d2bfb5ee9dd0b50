import type { AgentItem } from '#contract/agents.js';
import type { AdAgent } from '#contract/properties.js';
import { sql } from 'drizzle-orm';
import type { AgentRow } from '#server/db/schema/index.js';
import { localName } from '#server/lib/i18n/localize.js';
import type { Language } from '#contract/common.js';
import type { FileStorage } from '#server/lib/storage/storage.js';

export function toAgentItem(
  row: AgentRow,
  propertiesCount: number,
  language: Language,
  storage: FileStorage,
): AgentItem {
  return {
    id: row.id,
    fullName: localName({ nameAr: row.fullNameAr, nameEn: row.fullNameEn }, language),
    imageUrl: row.imageKey ? storage.urlOf(row.imageKey) : null,
    phoneNumber: row.phoneNumber,
    whatsapp: row.whatsapp,
    email: row.email,
    falLicenseNumber: row.falLicenseNumber,
    languages: row.languages,
    propertiesCount,
  };
}

/** The agent as an ad names them: the ad's numbers are its own fields, gated by sign-in (ADR 0024). */
export function toAdAgent(item: AgentItem): AdAgent {
  const { id, fullName, imageUrl, email, falLicenseNumber, languages, propertiesCount } = item;
  return { id, fullName, imageUrl, email, falLicenseNumber, languages, propertiesCount };
}

/** How many published listings name the agent. */
// Qualified by hand: with a single-table FROM, drizzle renders columns unqualified, and inside the
// subquery an unqualified "id" would be the property's.
export const publishedCount = sql<number>`(select count(*) from properties p
  where p.agent_id = "agents"."id" and p.status = 'published')`.mapWith(Number);
