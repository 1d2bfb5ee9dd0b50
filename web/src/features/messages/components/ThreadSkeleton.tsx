const bubble = 'h-12 animate-pulse rounded-2xl bg-line/60';

/** A conversation's shape while it loads: a header and a few bubbles on either side. */
export function ThreadSkeleton() {
  return (
    <div aria-hidden className="flex flex-1 flex-col">
      <div className="flex items-center gap-3 border-b border-line bg-surface-raised px-4 py-3">
        <div className="size-10 animate-pulse rounded-full bg-line/60" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-1/4 animate-pulse rounded bg-line/60" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-line/60" />
        </div>
      </div>
      <div className="flex flex-1 flex-col justify-end gap-3 px-4 py-6">
        <div className={`${bubble} w-2/3 self-start`} />
        <div className={`${bubble} w-1/2 self-end`} />
        <div className={`${bubble} w-3/5 self-start`} />
        <div className={`${bubble} w-2/5 self-end`} />
      </div>
    </div>
  );
}
