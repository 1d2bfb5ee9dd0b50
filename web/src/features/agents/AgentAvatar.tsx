import { UserRound } from 'lucide-react';

const SIZES = {
  medium: { pixels: 64, box: 'size-16', icon: 'size-7' },
  large: { pixels: 80, box: 'size-20', icon: 'size-8' },
} as const;

/** An agent's round photo, or a neutral figure when there is none. */
export function AgentAvatar({ imageUrl, size }: { imageUrl: string | null; size: keyof typeof SIZES }) {
  const { pixels, box, icon } = SIZES[size];
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      className={`${box} shrink-0 rounded-full object-cover`}
    />
  ) : (
    <span className={`flex ${box} shrink-0 items-center justify-center rounded-full bg-line/60`}>
      <UserRound aria-hidden className={`${icon} text-ink-muted`} />
    </span>
  );
}
