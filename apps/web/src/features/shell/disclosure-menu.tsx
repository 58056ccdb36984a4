'use client';

import { ExternalLink } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { EventEntry } from './shell-labels';

/**
 * A button that shows a list of links below (or above) it: the disclosure pattern, no Radix
 * (menus and popovers from Radix cost ~33 KiB of JavaScript on every page). Escape closes and
 * gives focus back to the button; arrow keys (also from the button), Home and End move between
 * the items (links and buttons); a click or focus outside closes it, and so does choosing a link.
 * `data-state` on the button is open | closed.
 */
export function DisclosureMenu({
  button,
  buttonClassName,
  menuLabel,
  panelClassName,
  heading,
  children,
}: {
  button: ReactNode;
  buttonClassName: string;
  /** Names the list of links for screen readers. */
  menuLabel: string;
  /** Position and look of the panel (it is absolutely positioned in a relative wrapper). */
  panelClassName: string;
  /** Shown above the links inside the panel. */
  heading?: ReactNode;
  /** The <li> items, each with one link or button. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The items are found through a ref, not by this id: on a hydrated page useId can differ from
  // the id the server rendered (seen in the browser tests, about one page load in seven under
  // load), and then a lookup by id finds nothing.
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const items = () => [
    ...(panelRef.current?.querySelectorAll<HTMLElement>(':is(a[href], button)') ?? []),
  ];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (!open) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const onButton = document.activeElement === buttonRef.current;
    let target: number | undefined;
    if (event.key === 'ArrowDown') target = onButton ? 0 : current + 1;
    else if (event.key === 'ArrowUp') target = onButton ? -1 : current - 1;
    else if (!onButton && event.key === 'Home') target = 0;
    else if (!onButton && event.key === 'End') target = -1;
    if (target === undefined) return;
    event.preventDefault();
    // A key that opens the menu focuses an item too: the panel is rendered first (it is
    // `hidden` until then, and hidden items cannot take focus).
    if (!open) flushSync(() => setOpen(true));
    focusItem(target);
  };

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((value) => !value)}
        className={cn(buttonClassName, 'group')}
      >
        {button}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
        className={cn(
          'absolute z-50 rounded-xl border border-slate-200 bg-white p-2 shadow-lg',
          panelClassName,
        )}
      >
        {heading}
        <ul aria-label={menuLabel}>{children}</ul>
      </div>
    </div>
  );
}

/** One programme of the events host: name, description, opens in a new tab. */
export function EventLink({ entry, opensInNewTab }: { entry: EventEntry; opensInNewTab: string }) {
  return (
    <li>
      <a
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-start gap-3 rounded-lg p-3 text-left outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <span className="flex-1">
          <span className="block text-sm font-semibold text-slate-900">{entry.name}</span>
          <span className="mt-0.5 block text-sm text-slate-600">{entry.description}</span>
        </span>
        <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span className="sr-only">{opensInNewTab}</span>
      </a>
    </li>
  );
}
