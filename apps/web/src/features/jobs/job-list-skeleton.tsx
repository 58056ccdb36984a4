/** Placeholder cards while the first page of jobs loads. */
export function JobListSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
            <div className="flex animate-pulse gap-3">
              <div className="size-12 rounded-xl bg-slate-200" />
              <div className="flex-1 space-y-2 py-1">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="h-3 w-1/2 rounded bg-slate-200" />
              </div>
            </div>
            <div className="mt-5 animate-pulse space-y-2">
              <div className="h-3 w-2/5 rounded bg-slate-200" />
              <div className="h-3 w-3/5 rounded bg-slate-200" />
              <div className="h-3 w-1/3 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
