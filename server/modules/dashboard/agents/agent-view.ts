import { eq, sql } from 'drizzle-orm';
import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { Database } from '#server/db/client.js';
import { agents, type AgentRow } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { publishedCount } from '#server/modules/agents/index.js';

/** Every ad naming the agent, whatever its status; qualified by hand as in agent-view.ts. */
export const namedByCount = sql<number>`(select count(*) from properties p
  where p.agent_id = "agents"."id")`.mapWith(Number);

export function selectAgents(db: Pick<Database, 'select'>) {
  return db.select({ agent: agents, propertiesCount: namedByCount, publishedCount }).from(agents).$dynamic();
}

export type AgentListRow = Awaited<ReturnType<ReturnType<typeof selectAgents>['execute']>>[number];

export function toDashboardAgent(row: AgentListRow, storage: FileStorage): DashboardAgent {
  const { agent } = row;
  return {
    id: agent.id,
    fullNameAr: agent.fullNameAr,
    fullNameEn: agent.fullNameEn,
    imageUrl: agent.imageKey ? storage.urlOf(agent.imageKey) : null,
    phoneNumber: agent.phoneNumber,
    whatsapp: agent.whatsapp,
    email: agent.email,
    falLicenseNumber: agent.falLicenseNumber,
    languages: agent.languages,
    isHidden: agent.hidden,
    propertiesCount: row.propertiesCount,
    publishedCount: row.publishedCount,
    createdAt: agent.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an agent: the photo's storage key, never its bytes. */
export function agentSnapshot(row: AgentRow): Record<string, unknown> {
  return {
    id: row.id,
    fullNameAr: row.fullNameAr,
    fullNameEn: row.fullNameEn,
    imageKey: row.imageKey,
    phoneNumber: row.phoneNumber,
    whatsapp: row.whatsapp,
    email: row.email,
    falLicenseNumber: row.falLicenseNumber,
    languages: row.languages,
    hidden: row.hidden,
  };
}

/** What the audit log keeps of a photo change: the storage key alone. */
export function photoSnapshot(row: AgentRow): Record<string, unknown> {
  return { imageKey: row.imageKey };
}

/** Reads an agent for a change and holds the row until the transaction ends. */
export async function agentForChange(tx: Pick<Database, 'select'>, id: number): Promise<AgentRow> {
  const [row] = await tx.select().from(agents).where(eq(agents.id, id)).for('update');
  if (!row) throw new AppError('notFound', 'notFound');
  return row;
}
