import { Bookmark, Briefcase, Clock, Flame, MapPin, UsersRound, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cardIconId, type CardIconName } from './card-icon';

// The job cards' icons as one SVG sprite per page, each card pointing at it (card-icon.tsx).
// A list of 20 cards drew ~120 full icons, each in the HTML and again in the page's RSC
// payload; the sprite keeps both smaller and gives the browser fewer nodes to parse and hydrate.
const ICONS: Record<CardIconName, LucideIcon> = {
  bookmark: Bookmark,
  briefcase: Briefcase,
  clock: Clock,
  flame: Flame,
  'map-pin': MapPin,
  'users-round': UsersRound,
  wallet: Wallet,
};

/** Rendered once by the site layout, before any card. */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {(Object.keys(ICONS) as CardIconName[]).map((name) => {
        const Icon = ICONS[name];
        return (
          <symbol key={name} id={cardIconId(name)} viewBox="0 0 24 24">
            {/* fill inherits from the <svg> that uses it: the bookmark fills when saved. */}
            <Icon width={24} height={24} fill="inherit" />
          </symbol>
        );
      })}
    </svg>
  );
}
