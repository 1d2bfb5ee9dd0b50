import { UserRound } from 'lucide-react';

const SIZES = {
  small: { pixels: 40, box: 'size-10 text-base', icon: 'size-5' },
  medium: { pixels: 48, box: 'size-12 text-lg', icon: 'size-6' },
  large: { pixels: 64, box: 'size-16 text-2xl', icon: 'size-7' },
  huge: { pixels: 80, box: 'size-20 text-3xl', icon: 'size-8' },
} as const;

/** The first letter of a name (whole, even when it is not one UTF-16 unit). */
const initialOf = (name: string) => Array.from(name.trim())[0] ?? '';

/** A person's round photo, else the initial of their name, else a neutral figure. */
export function Avatar({
  imageUrl,
  name = null,
  size = 'small',
}: {
  imageUrl: string | null;
  name?: string | null;
  size?: keyof typeof SIZES;
}) {
  const { pixels, box, icon } = SIZES[size];
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  const initial = name ? initialOf(name) : '';
  return (
    <span
      aria-hidden
      className={`flex ${box} shrink-0 items-center justify-center rounded-full bg-brand/10 font-bold text-brand`}
    >
      {initial || <UserRound className={icon} />}
    </span>
  );
}
