import { isDeepStrictEqual } from 'node:util';
import type { DashboardTestimonial } from '#contract/dashboard/testimonials.js';
import type { AppDeps } from '#server/deps.js';
import { testimonials } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
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
  const { row } = await deps.db.transaction((tx) =>
    auditedUpdate(tx, testimonials, id, {
      actor,
      at: now,
      resource: 'Testimonials',
      action: 'update',
      snapshot: testimonialSnapshot,
      change: (before) =>
        isDeepStrictEqual({ ...before, ...change }, before) ? undefined : { ...change, updatedAt: now },
    }),
  );
  return toDashboardTestimonial(row);
}
