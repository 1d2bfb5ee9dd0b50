import { z } from 'zod';
import { testimonialBody, type DashboardTestimonial } from '#contract/dashboard/testimonials';
import { fieldsOf } from '#web/components/ui/form/typed-fields';

/** The dialog's fields as the inputs hold them: texts, the rating as chosen ('' for none), the order as typed. */
export interface TestimonialValues {
  authorNameAr: string;
  authorNameEn: string;
  authorRoleAr: string;
  authorRoleEn: string;
  quoteAr: string;
  quoteEn: string;
  rating: string;
  sortOrder: string;
  isPublished: boolean;
}

/** The contract's body (and its rule that a name and a quote need one language), fed from the inputs. */
export const testimonialForm = z.preprocess(
  (values: TestimonialValues) => ({
    ...values,
    rating: values.rating === '' ? null : Number(values.rating),
    // Left empty, the order is the body's default.
    sortOrder: values.sortOrder.trim() === '' ? undefined : Number(values.sortOrder),
  }),
  testimonialBody,
);

export const testimonialValuesOf = (testimonial: DashboardTestimonial | undefined): TestimonialValues => ({
  authorNameAr: testimonial?.authorNameAr ?? '',
  authorNameEn: testimonial?.authorNameEn ?? '',
  authorRoleAr: testimonial?.authorRoleAr ?? '',
  authorRoleEn: testimonial?.authorRoleEn ?? '',
  quoteAr: testimonial?.quoteAr ?? '',
  quoteEn: testimonial?.quoteEn ?? '',
  rating: testimonial?.rating ? String(testimonial.rating) : '',
  sortOrder: String(testimonial?.sortOrder ?? 0),
  isPublished: testimonial?.isPublished ?? false,
});

export const { TextField, NumberField, SelectField, CheckField } = fieldsOf<TestimonialValues>();
