import { eq } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { DashboardTestimonial } from '../../../../contract/dashboard/testimonials.js';
import type { AppDeps } from '../../../deps.js';
import { testimonials } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { testimonialSnapshot, toDashboardTestimonial } from './testimonial-view.js';

type TestimonialChange = Partial<Omit<typeof testimonials.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

/** Writes a change and its audit entry in one transaction; a change that changes nothing is not written. */
export async function changeTestimonial(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  change: TestimonialChange,
): Promise<DashboardTestimonial> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!before) throw new AppError('notFound', 'notFound');
    if (isDeepStrictEqual({ ...before, ...change }, before)) return toDashboardTestimonial(before);
    const [after] = await tx
      .update(testimonials)
      .set({ ...change, updatedAt: now })
      .where(eq(testimonials.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: 'update',
        resource: 'Testimonials',
        resourceId: id,
        before: testimonialSnapshot(before),
        after: testimonialSnapshot(after),
      },
      now,
    );
    return toDashboardTestimonial(after);
  });
}
