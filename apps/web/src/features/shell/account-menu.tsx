'use client';

import { ChevronDown, CircleUserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { DisclosureMenu } from './disclosure-menu';
import type { ShellLabels } from './shell-labels';

type AccountMenuProps = { labels: ShellLabels['account']; tone: 'light' | 'dark' };

const ENTRIES = [
  { key: 'profile', href: '/profile' },
  { key: 'savedJobs', href: '/loker/saved' },
  { key: 'appliedJobs', href: '/loker/applied' },
] as const;

const itemClass =
  'flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium text-slate-800 outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * The signed-in user's menu in the header: the shell's disclosure (button + list of links)
 * rather than an ARIA menu, so it reads as plain navigation, with the same keys as Events.
 */
export function AccountMenu({ labels, tone }: AccountMenuProps) {
  const [leaving, setLeaving] = useState(false);
  return (
    <DisclosureMenu
      button={
        <>
          <CircleUserRound aria-hidden="true" className="size-6" />
          <span className="hidden sm:inline">{labels.menu}</span>
          <span className="sr-only sm:hidden">{labels.menu}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-data-[state=open]:rotate-180"
          />
        </>
      }
      buttonClassName={cn(
        'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold transition-colors',
        tone === 'dark' ? 'hover:bg-white/10' : 'text-brand-700 hover:bg-brand-50',
      )}
      menuLabel={labels.menu}
      panelClassName="right-0 top-full mt-2 w-56 !p-1"
    >
      {ENTRIES.map((entry) => (
        <li key={entry.key}>
          <Link href={entry.href} className={itemClass}>
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
            // Loaded on use: sign-out brings the browser API client, which pages need only
            // when they call the API.
            import('@/lib/auth/sign-out')
              .then(({ signOut }) => signOut())
              .catch(() => setLeaving(false));
          }}
        >
          {leaving ? labels.signingOut : labels.signOut}
        </button>
      </li>
    </DisclosureMenu>
  );
}
