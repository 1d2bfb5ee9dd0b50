import type { DashboardTestimonial, ValidTestimonialBody } from '#contract/dashboard/testimonials.js';
import type { AppDeps } from '#server/deps.js';
import { testimonials } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { testimonialSnapshot, testimonialValues, toDashboardTestimonial } from './testimonial-view.js';

export async function createTestimonial(
  deps: AppDeps,
  actor: AuditActor,
  body: ValidTestimonialBody,
): Promise<DashboardTestimonial> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(testimonials)
      .values({ ...testimonialValues(body), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('testimonial insert returned nothing');
    await recordAudit(
      tx,
      actor,
      { action: 'create', resource: 'Testimonials', resourceId: row.id, after: testimonialSnapshot(row) },
      now,
    );
    return toDashboardTestimonial(row);
  });
}
