/** An ad row's shape while the list loads. */
export function OwnAdSkeleton() {
  return (
    <div
      aria-hidden
      className="grid grid-cols-[6.5rem_1fr] gap-4 rounded-2xl border border-line bg-surface-raised p-3 sm:grid-cols-[12rem_1fr] sm:p-4"
    >
      <div className="aspect-[4/3] animate-pulse rounded-xl bg-line/60" />
      <div className="space-y-3">
        <div className="h-5 w-24 animate-pulse rounded-full bg-line/60" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-line/60" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-line/60" />
      </div>
    </div>
  );
}
