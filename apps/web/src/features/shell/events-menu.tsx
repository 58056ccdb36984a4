'use client';

import { ChevronDown } from 'lucide-react';
import { DisclosureMenu, EventLink } from './disclosure-menu';
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
    <DisclosureMenu
      button={
        <>
          {label}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-data-[state=open]:rotate-180"
          />
        </>
      }
      buttonClassName={`${triggerClassName} gap-1`}
      menuLabel={menuLabel}
      panelClassName="left-0 top-[calc(100%+0.5rem)] w-80"
    >
      {entries.map((entry) => (
        <EventLink key={entry.key} entry={entry} opensInNewTab={opensInNewTab} />
      ))}
    </DisclosureMenu>
  );
}
