/** While an employer page loads on the server: a quiet skeleton, announced to screen readers. */
export function EmployerLoading() {
  return (
    <div role="status" aria-live="polite" className="space-y-3" aria-busy="true">
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
      <span className="sr-only">…</span>
    </div>
  );
}
