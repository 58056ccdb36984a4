'use client';

import { createContext, useContext, useState, type LiHTMLAttributes } from 'react';

const MarkDecided = createContext<(() => void) | null>(null);

/**
 * An item of an admin queue that leaves the list as soon as its decision is made, before the
 * refreshed list arrives: the refresh of the lists is a client transition that Next's router now
 * and then never commits under load (docs/decisions/028, "The lost navigation"), which left a
 * hidden job on the queue as if nothing had happened. The server's list stays the truth on the
 * next load.
 */
export function DecidedItem({ children, ...props }: LiHTMLAttributes<HTMLLIElement>) {
  const [decided, setDecided] = useState(false);
  if (decided) return null;
  return (
    <MarkDecided.Provider value={() => setDecided(true)}>
      <li {...props}>{children}</li>
    </MarkDecided.Provider>
  );
}

/** Inside a DecidedItem: takes it off the list. Elsewhere: nothing. */
export function useMarkDecided(): () => void {
  return useContext(MarkDecided) ?? (() => {});
}
