import type { AgentItem } from '../../../contract/agents.js';
import { sql } from 'drizzle-orm';
import { agents, properties, type AgentRow } from '../../db/schema/index.js';
import { localName } from '../../lib/i18n/localize.js';
import type { Language } from '../../lib/i18n/messages.js';
import type { FileStorage } from '../../lib/storage/storage.js';

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

/** How many published listings name the agent. */
export const publishedCount =
  sql<number>`(select count(*) from ${properties} where ${properties.agentId} = ${agents.id} and ${properties.status} = 'published')`.mapWith(
    Number,
  );
