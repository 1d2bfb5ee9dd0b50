import type { DashboardTestimonial } from '#contract/dashboard/testimonials.js';
import type { AppDeps } from '#server/deps.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { changeTestimonial } from './change-testimonial.js';

/** Shows a testimonial on the home page or takes it off; repeating either records nothing. */
export async function setTestimonialPublished(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  published: boolean,
): Promise<DashboardTestimonial> {
  return changeTestimonial(deps, actor, id, { published });
}
