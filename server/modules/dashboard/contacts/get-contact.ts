import { asc, eq } from 'drizzle-orm';
import type { DashboardContactDetail } from '#contract/dashboard/contacts.js';
import type { AppDeps } from '#server/deps.js';
import { supportMessageNotes, supportMessages } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { selectContacts, toContactNote, toDashboardContact } from './contact-view.js';

export async function getContact(deps: AppDeps, id: number): Promise<DashboardContactDetail> {
  const [[row], notes] = await Promise.all([
    selectContacts(deps.db).where(eq(supportMessages.id, id)),
    deps.db
      .select()
      .from(supportMessageNotes)
      .where(eq(supportMessageNotes.supportMessageId, id))
      .orderBy(asc(supportMessageNotes.createdAt), asc(supportMessageNotes.id)),
  ]);
  if (!row) throw new AppError('notFound', 'notFound');
  return { ...toDashboardContact(row), notes: notes.map(toContactNote) };
}
