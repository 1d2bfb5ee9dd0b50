import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { testimonials } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { testimonialSnapshot } from './testimonial-view.js';

export async function deleteTestimonial(deps: AppDeps, actor: AuditActor, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!before) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: 'delete',
        resource: 'Testimonials',
        resourceId: id,
        before: testimonialSnapshot(before),
        after: null,
      },
      now,
    );
  });
}
