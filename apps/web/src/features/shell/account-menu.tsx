'use client';

import { ChevronDown, CircleUserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { signOut } from '@/lib/auth/sign-out';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { ShellLabels } from './shell-labels';

type AccountMenuProps = { labels: ShellLabels['account']; tone: 'light' | 'dark' };

const ENTRIES = [
  { key: 'profile', href: '/profile' },
  { key: 'savedJobs', href: '/loker/saved' },
  { key: 'appliedJobs', href: '/loker/applied' },
] as const;

/**
 * The signed-in user's menu in the header: a disclosure (button + list of links) rather than an
 * ARIA menu, so it reads as plain navigation; Escape and a click elsewhere close it and give the
 * focus back to the button.
 */
export function AccountMenu({ labels, tone }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const itemClass =
    'flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold transition-colors',
          tone === 'dark' ? 'hover:bg-white/10' : 'text-brand-700 hover:bg-brand-50',
        )}
      >
        <CircleUserRound aria-hidden="true" className="size-6" />
        <span className="hidden sm:inline">{labels.menu}</span>
        <span className="sr-only sm:hidden">{labels.menu}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        <ul>
          {ENTRIES.map((entry) => (
            <li key={entry.key}>
              <Link href={entry.href} className={itemClass} onClick={() => setOpen(false)}>
                {labels[entry.key]}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <button
              type="button"
              className={cn(itemClass, 'text-red-700')}
              disabled={leaving}
              aria-busy={leaving}
              onClick={() => {
                setLeaving(true);
                void signOut();
              }}
            >
              {leaving ? labels.signingOut : labels.signOut}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
