import type { DashboardTestimonial, ValidTestimonialBody } from '#contract/dashboard/testimonials.js';
import type { AppDeps } from '#server/deps.js';
import { testimonials } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedInsert } from '../audit/audited-insert.js';
import { testimonialSnapshot, testimonialValues, toDashboardTestimonial } from './testimonial-view.js';

export async function createTestimonial(
  deps: AppDeps,
  actor: AuditActor,
  body: ValidTestimonialBody,
): Promise<DashboardTestimonial> {
  const at = deps.clock.now();
  const row = await deps.db.transaction((tx) =>
    auditedInsert(
      tx,
      testimonials,
      { ...testimonialValues(body), createdAt: at, updatedAt: at },
      { actor, at, resource: 'Testimonials', snapshot: testimonialSnapshot },
    ),
  );
  return toDashboardTestimonial(row);
}
