import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A calm, non-error message (role="status"): "the code was sent", "no password needed". */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 px-3 py-3 text-sm text-slate-800"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="space-y-2">{children}</div>
    </div>
  );
}
