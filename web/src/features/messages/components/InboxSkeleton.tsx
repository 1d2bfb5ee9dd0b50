const bar = 'animate-pulse rounded bg-line/60';

/** The inbox's shape while it loads: two ads with two people each. */
export function InboxSkeleton() {
  return (
    <div aria-hidden className="space-y-5">
      {[0, 1].map((group) => (
        <div key={group} className="rounded-2xl border border-line bg-surface-raised">
          <div className="flex items-center gap-3 border-b border-line p-3 sm:p-4">
            <div className={`aspect-[4/3] w-16 ${bar} rounded-lg`} />
            <div className="flex-1 space-y-2">
              <div className={`h-3 w-12 ${bar}`} />
              <div className={`h-4 w-2/3 ${bar}`} />
            </div>
          </div>
          {[0, 1].map((row) => (
            <div key={row} className="flex items-center gap-3 px-4 py-4">
              <div className="size-10 animate-pulse rounded-full bg-line/60" />
              <div className="flex-1 space-y-2">
                <div className={`h-4 w-1/3 ${bar}`} />
                <div className={`h-3 w-3/4 ${bar}`} />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
