import { UserRound } from 'lucide-react';

/** The agent's photo, or a neutral placeholder, as a round thumbnail. */
export function AgentAvatar({ url, size = 'size-10' }: { url: string | null; size?: string }) {
  return url ? (
    <img src={url} alt="" className={`${size} shrink-0 rounded-full border border-line object-cover`} />
  ) : (
    <span
      aria-hidden
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink-muted`}
    >
      <UserRound className="size-1/2" />
    </span>
  );
}
