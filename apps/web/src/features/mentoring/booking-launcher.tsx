'use client';

import { ClientButton } from '@/lib/hydration/client-button';
import { CalendarPlus } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { hasSessionMarker } from '@/lib/auth/session-marker';
import { buttonStyles } from '@/features/shell/button-styles';
import { cn } from '@/lib/cn';
import type { BookingMentor, BookingMessages } from './booking-types';

// The modal (Radix Dialog, react-hook-form, zod, next-intl) loads when someone opens it: the
// mentor's page is public and its first-load script stays small (bench/RESULTS.md, web pages).
const BookingModal = dynamic(() => import('./booking-modal').then((m) => m.BookingModal), {
  ssr: false,
});

/** The query a return from sign-in carries to open the modal again. */
export const OPEN_BOOKING_PARAM = 'book';

/**
 * "Book a session": signed-out visitors go to sign-in and come back with the modal open;
 * signed-in ones get the booking modal.
 */
export function BookingLauncher({
  mentor,
  messages,
  label,
  signInHref,
  variant = 'primary',
  className,
}: {
  mentor: BookingMentor;
  messages: BookingMessages;
  label: string;
  signInHref: string;
  variant?: 'primary' | 'onDark';
  className?: string;
}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (query.get(OPEN_BOOKING_PARAM) !== '1' || !hasSessionMarker()) return;
    // Opened once: a reload or a shared address does not open it again.
    query.delete(OPEN_BOOKING_PARAM);
    const search = query.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}`,
    );
    setOpen(true);
  }, []);

  return (
    <>
      <ClientButton
        type="button"
        data-book-mentor
        className={cn(buttonStyles[variant], className)}
        onClick={() => {
          if (!hasSessionMarker()) {
            window.location.assign(signInHref);
            return;
          }
          setOpen(true);
        }}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        {label}
      </ClientButton>
      {open ? (
        <BookingModal mentor={mentor} messages={messages} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
