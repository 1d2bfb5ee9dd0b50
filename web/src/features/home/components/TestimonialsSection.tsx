import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TestimonialItem } from '#contract/testimonials';
import { useLanguage } from '#web/lib/i18n/i18n';
import { belowTheFold } from '../lib/below-the-fold';
import { spansRow, wideColumns } from '../lib/testimonial-columns';
import { testimonialsQuery } from '../testimonials-query';

/** What clients say, as staff published it; absent while there is nothing to show. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  const testimonials = useQuery(testimonialsQuery(useLanguage()));
  if (!testimonials.isSuccess || testimonials.data.data.length === 0) return null;
  const count = testimonials.data.data.length;
  return (
    <section aria-labelledby="home-testimonials" className={`mx-auto max-w-7xl px-4 py-10 ${belowTheFold}`}>
      <h2 id="home-testimonials" className="mb-5 text-2xl font-bold">
        {t('home.testimonials.title')}
      </h2>
      {/* A row that scrolls sideways on phones; it takes focus so the keyboard can scroll it too. */}
      <ul
        tabIndex={0}
        aria-labelledby="home-testimonials"
        className={`-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-brand md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 ${wideColumns(count)}`}
      >
        {testimonials.data.data.map((item, index) => (
          <li
            key={item.id}
            className={`w-[85%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none ${spansRow(index, count) ? 'md:max-lg:col-span-2' : ''}`}
          >
            <TestimonialCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestimonialCard({ item }: { item: TestimonialItem }) {
  const { t, i18n } = useTranslation();
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
      <span aria-hidden className="h-8 text-6xl font-bold leading-none text-accent">
        {i18n.language === 'ar' ? '”' : '“'}
      </span>
      <blockquote dir="auto" lang={item.quoteLanguage} className="mt-3 flex-1 leading-relaxed">
        {item.quote}
      </blockquote>
      {item.rating !== null && (
        <div className="mt-4">
          <RatingStars rating={item.rating} label={t('home.testimonials.rating', { rating: item.rating })} />
        </div>
      )}
      <figcaption className="mt-4 border-t border-line pt-4">
        <span dir="auto" className="block font-bold">
          {item.authorName}
        </span>
        {item.authorRole && (
          <span dir="auto" className="mt-0.5 block text-sm text-ink-muted">
            {item.authorRole}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

const STAR = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';

/** Five stars drawn inline (no icon chunk for the home page to fetch), one image to assistive technology. */
function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden
          viewBox="0 0 24 24"
          strokeWidth="2"
          strokeLinejoin="round"
          className={`size-4 stroke-current ${star <= rating ? 'fill-accent text-accent' : 'fill-none text-ink-muted'}`}
        >
          <polygon points={STAR} />
        </svg>
      ))}
    </span>
  );
}
