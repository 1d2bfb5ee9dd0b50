import { Star } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { MAX_STARS } from '#web/components/ui/Stars';

export type Rating = 1 | 2 | 3 | 4 | 5;
const RATINGS: Rating[] = [1, 2, 3, 4, 5];
const asRating = (value: number) => Math.min(Math.max(value, 1), MAX_STARS) as Rating;

interface StarRatingInputProps {
  value: Rating | null;
  onChange: (value: Rating) => void;
  labelId: string;
  errorId?: string;
}

/**
 * Five stars as a radio group (WAI-ARIA): one tab stop, arrows move and choose. The arrow that points
 * along the reading direction goes up (left in Arabic, right in English); Home and End go to 1 and 5.
 */
export function StarRatingInput({ value, onChange, labelId, errorId }: StarRatingInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [hovered, setHovered] = useState<Rating | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hovered ?? value ?? 0;

  const choose = (rating: Rating) => {
    onChange(rating);
    buttons.current[rating - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, rating: Rating) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const step =
      event.key === forward || event.key === 'ArrowDown'
        ? 1
        : event.key === backward || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step !== 0) choose(asRating(((rating - 1 + step + MAX_STARS) % MAX_STARS) + 1));
    else if (event.key === 'Home') choose(1);
    else if (event.key === 'End') choose(MAX_STARS);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
        aria-required
        className="-ms-1 flex w-max"
        onMouseLeave={() => setHovered(null)}
      >
        {RATINGS.map((rating) => {
          const checked = value === rating;
          const focusable = value === null ? rating === 1 : checked;
          return (
            <button
              key={rating}
              ref={(element) => {
                buttons.current[rating - 1] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('reviews.stars', { value: formatNumber(rating, language) })}
              tabIndex={focusable ? 0 : -1}
              onClick={() => choose(rating)}
              onKeyDown={(event) => onKeyDown(event, rating)}
              onMouseEnter={() => setHovered(rating)}
              className="rounded-lg p-1 motion-safe:transition-transform motion-safe:hover:scale-110"
            >
              <Star
                aria-hidden
                className={`size-9 ${rating <= shown ? 'fill-accent text-accent' : 'text-ink-muted/60'}`}
              />
            </button>
          );
        })}
      </div>
      <p aria-hidden className="mt-1 h-6 text-sm font-medium text-ink-muted">
        {shown > 0 && t(`reviews.dialog.levels.${asRating(shown)}`)}
      </p>
    </div>
  );
}
