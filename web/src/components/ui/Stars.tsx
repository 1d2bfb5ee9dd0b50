import { Star } from 'lucide-react';

export const MAX_STARS = 5;

const SIZES = { small: 'size-4', medium: 'size-5', large: 'size-6' } as const;

function StarRow({ filled, size }: { filled: boolean; size: keyof typeof SIZES }) {
  return (
    <span className="flex w-max">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={`${SIZES[size]} shrink-0 ${filled ? 'fill-accent text-accent' : 'text-ink-muted/50'}`}
        />
      ))}
    </span>
  );
}

/**
 * Five stars filled from the reading start up to `value` (a fraction fills part of a star); one image
 * to assistive technology, named by `label`.
 */
export function Stars({
  value,
  label,
  size = 'small',
}: {
  value: number;
  label: string;
  size?: keyof typeof SIZES;
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
