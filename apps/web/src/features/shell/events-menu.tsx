'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { EventEntry } from './shell-labels';

type EventsMenuProps = {
  label: string;
  menuLabel: string;
  opensInNewTab: string;
  entries: EventEntry[];
  triggerClassName: string;
};

/** Desktop Events dropdown: the programmes live on the external events host. */
export function EventsMenu({
  label,
  menuLabel,
  opensInNewTab,
  entries,
  triggerClassName,
}: EventsMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cn(triggerClassName, 'group gap-1')}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          aria-label={menuLabel}
          className="z-50 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          {entries.map((entry) => (
            <DropdownMenu.Item key={entry.key} asChild>
              <a
                href={entry.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-start gap-3 rounded-lg p-3 text-left outline-none data-[highlighted]:bg-brand-50"
              >
                <span className="flex-1">
                  <span className="block text-sm font-semibold text-slate-900">{entry.name}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{entry.description}</span>
                </span>
                <ExternalLink
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-slate-500"
                />
                <span className="sr-only">{opensInNewTab}</span>
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
