import type { DashboardTestimonial, ValidTestimonialBody } from '#contract/dashboard/testimonials.js';
import type { AppDeps } from '#server/deps.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { changeTestimonial } from './change-testimonial.js';
import { testimonialValues } from './testimonial-view.js';

/** Replaces every field of a testimonial (the form sends them all). */
export async function updateTestimonial(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  body: ValidTestimonialBody,
): Promise<DashboardTestimonial> {
  return changeTestimonial(deps, actor, id, testimonialValues(body));
}
