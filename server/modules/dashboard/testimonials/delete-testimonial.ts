import type { AppDeps } from '#server/deps.js';
import { testimonials } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedDelete } from '../audit/audited-delete.js';
import { testimonialSnapshot } from './testimonial-view.js';

export async function deleteTestimonial(deps: AppDeps, actor: AuditActor, id: number): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction((tx) =>
    auditedDelete(tx, testimonials, id, {
      actor,
      at,
      resource: 'Testimonials',
      snapshot: testimonialSnapshot,
    }),
  );
}
