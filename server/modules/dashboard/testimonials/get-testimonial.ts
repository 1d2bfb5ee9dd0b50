import { eq } from 'drizzle-orm';
import type { DashboardTestimonial } from '#contract/dashboard/testimonials.js';
import type { AppDeps } from '#server/deps.js';
import { testimonials } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { toDashboardTestimonial } from './testimonial-view.js';

export async function getTestimonial(deps: AppDeps, id: number): Promise<DashboardTestimonial> {
  const [row] = await deps.db.select().from(testimonials).where(eq(testimonials.id, id));
  if (!row) throw new AppError('notFound', 'notFound');
  return toDashboardTestimonial(row);
}
