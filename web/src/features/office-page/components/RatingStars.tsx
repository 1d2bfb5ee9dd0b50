import { Star } from 'lucide-react';

const MAX_STARS = 5;

/** Five stars, the first `value` filled (rounded to a whole star); one image named by `label`. */
export function RatingStars({
  value,
  label,
  size = 'size-4',
}: {
  value: number;
  label: string;
  size?: string;
}) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} className="inline-flex w-max shrink-0">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={`${size} shrink-0 ${index < filled ? 'fill-accent text-accent' : 'text-ink-muted/50'}`}
        />
      ))}
    </span>
  );
}
