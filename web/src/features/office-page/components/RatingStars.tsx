import { Star } from 'lucide-react';

const MAX_STARS = 5;

function StarRow({ filled, size }: { filled: boolean; size: string }) {
  return (
    <span className="flex w-max">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={`${size} shrink-0 ${filled ? 'fill-accent text-accent' : 'text-ink-muted/50'}`}
        />
      ))}
    </span>
  );
}

/** Five stars filled from the reading start up to `value` (4.5: four and a half); one image named by `label`. */
export function RatingStars({
  value,
  label,
  size = 'size-4',
}: {
  value: number;
  label: string;
  size?: string;
}) {
  const filled = `${(Math.min(Math.max(value, 0), MAX_STARS) / MAX_STARS) * 100}%`;
  return (
    <span role="img" aria-label={label} className="relative inline-flex w-max shrink-0">
      <StarRow filled={false} size={size} />
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: filled }}>
        <StarRow filled size={size} />
      </span>
    </span>
  );
}
