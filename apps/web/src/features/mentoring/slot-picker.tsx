'use client';

import {
  addDaysToDate,
  clockInZone,
  isWibZone,
  mentorAvailabilityResponseSchema,
  mentorDayAvailabilityListResponseSchema,
  rescheduleTimesResponseSchema,
  timeZoneLabel,
  toWibDate,
  type MentoringSlot,
} from '@jenjang/domain';
import { RefreshCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { requestChecked } from '@/lib/api/checked-request';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/locale-provider';
import { mentoringPaths } from './mentoring-api';
import { useViewerTimeZone } from './mentoring-time';
import { dayParts, groupSlotsByWibDay, wibClock, type SlotDay } from './slot-days';

/** The availability-by-day list answers at most 62 days. */
const MAX_DAYS = 62;

type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

const pill =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2';

/** Where the times come from: a mentor's calendar (booking) or the times a session can move to. */
export type SlotSource =
  | { kind: 'mentor'; mentorId: string; bookingWindowDays: number }
  | { kind: 'reschedule'; sessionId: string };

/** Every time a session can move to, grouped by WIB day (one request: the list is the session's). */
async function loadRescheduleDays(sessionId: string, signal: AbortSignal) {
  const body = await requestChecked(rescheduleTimesResponseSchema, mentoringPaths.rescheduleTimes, {
    query: { id_eq: sessionId },
    signal,
  });
  return groupSlotsByWibDay(body.data.docs);
}

/**
 * Pick a day, then a time. For a booking, from the mentor's free slots: days from
 * `mentor-schedule-availability/list`, the day's times from `mentor/one/availability`; for a
 * reschedule, from `session/one/reschedule-times` (free for both parties). Times are WIB; when the
 * browser's zone differs, its time stands beside each. Native radio buttons: arrow keys move
 * within a group, labels are the visible texts. `refreshKey` reloads both (a slot was just taken).
 */
export function SlotPicker({
  source,
  value,
  onChange,
  refreshKey = 0,
  error,
  name = 'slot',
}: {
  source: SlotSource;
  value: string;
  onChange: (slot: MentoringSlot | null) => void;
  refreshKey?: number;
  error?: string;
  name?: string;
}) {
  const t = useTranslations('bookingModal');
  const locale = useLocale();
  const ids = useId();
  const zone = useViewerTimeZone();
  const ownLabel = zone && !isWibZone(zone) ? timeZoneLabel(zone) : null;
  const [days, setDays] = useState<Load<{ date: string; slotCount: number }[]>>({
    state: 'loading',
  });
  const [day, setDay] = useState<string | null>(null);
  const [slots, setSlots] = useState<Load<MentoringSlot[]> | null>(null);
  // A reschedule's times arrive in one answer; the day's times are read from it.
  const [rescheduleDays, setRescheduleDays] = useState<SlotDay<MentoringSlot>[]>([]);
  const [attempt, setAttempt] = useState(0);
  const mentorId = source.kind === 'mentor' ? source.mentorId : null;
  const bookingWindowDays = source.kind === 'mentor' ? source.bookingWindowDays : 0;
  const sessionId = source.kind === 'reschedule' ? source.sessionId : null;

  useEffect(() => {
    const controller = new AbortController();
    setDays({ state: 'loading' });
    const loaded = sessionId
      ? loadRescheduleDays(sessionId, controller.signal).then((grouped) => {
          setRescheduleDays(grouped);
          return grouped.map((d) => ({ date: d.date, slotCount: d.slots.length }));
        })
      : requestChecked(mentorDayAvailabilityListResponseSchema, mentoringPaths.dayAvailability, {
          query: {
            mentorId_eq: mentorId ?? '',
            from: toWibDate(Date.now()),
            to: addDaysToDate(toWibDate(Date.now()), Math.min(bookingWindowDays, MAX_DAYS) - 1),
          },
          signal: controller.signal,
        }).then((body) => body.data.docs);
    loaded
      .then((docs) => {
        const free = docs.filter((d) => d.slotCount > 0);
        setDays({ state: 'ready', value: free });
        setDay((current) =>
          current && free.some((d) => d.date === current) ? current : (free[0]?.date ?? null),
        );
      })
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) {
          console.error(cause);
          setDays({ state: 'error' });
        }
      });
    return () => controller.abort();
  }, [mentorId, bookingWindowDays, sessionId, refreshKey, attempt]);

  useEffect(() => {
    if (!day) {
      setSlots(null);
      return;
    }
    if (sessionId) {
      setSlots({
        state: 'ready',
        value: rescheduleDays.find((d) => d.date === day)?.slots ?? [],
      });
      return;
    }
    const controller = new AbortController();
    setSlots({ state: 'loading' });
    requestChecked(mentorAvailabilityResponseSchema, mentoringPaths.mentorAvailability, {
      query: { mentorId_eq: mentorId ?? '', from: day, to: day },
      signal: controller.signal,
    })
      .then((body) => {
        const list = groupSlotsByWibDay(body.data.slots).find((d) => d.date === day)?.slots ?? [];
        setSlots({ state: 'ready', value: list });
      })
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) {
          console.error(cause);
          setSlots({ state: 'error' });
        }
      });
    return () => controller.abort();
  }, [mentorId, sessionId, rescheduleDays, day, refreshKey, attempt]);

  const retry = (
    <button
      type="button"
      onClick={() => setAttempt((n) => n + 1)}
      className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-brand-600"
    >
      <RefreshCw aria-hidden="true" className="size-4" />
      {t('day.retry')}
    </button>
  );

  return (
    <div className="space-y-4" data-slot-picker>
      {ownLabel ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('ownZone', { zone: ownLabel })}
        </p>
      ) : null}
      {/* min-w-0: a fieldset is as wide as its content by default; the day strip scrolls. */}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-bold text-slate-900">{t('day.legend')}</legend>
        {days.state === 'loading' ? (
          <div role="status" className="flex gap-2" aria-label={t('day.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-16 w-16 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </div>
        ) : days.state === 'error' ? (
          <div role="alert" className="text-sm text-red-800">
            <p>{t('day.error')}</p>
            {retry}
          </div>
        ) : days.value.length === 0 ? (
          <p className="text-sm text-slate-600">{t('day.empty')}</p>
        ) : (
          <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 pt-1">
            {days.value.map((d) => {
              const parts = dayParts(d.date, locale);
              return (
                <div key={d.date} className="shrink-0">
                  <input
                    type="radio"
                    id={`${ids}-day-${d.date}`}
                    name={`${name}-day`}
                    value={d.date}
                    checked={day === d.date}
                    onChange={() => {
                      setDay(d.date);
                      onChange(null);
                    }}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={`${ids}-day-${d.date}`}
                    className={cn(pill, 'w-[4.5rem] flex-col py-2 leading-tight')}
                  >
                    <span className="text-xs font-normal">{parts.weekday}</span>
                    <span className="text-lg">{parts.day}</span>
                    <span className="text-xs font-normal">{parts.month}</span>
                    <span className="sr-only">
                      {' '}
                      {d.date.slice(0, 4)}, {t('day.slots', { count: d.slotCount })}
                    </span>
                  </label>
                </div>
              );
            })}
          </div>
        )}
      </fieldset>
      <fieldset className="min-w-0" aria-describedby={error ? `${ids}-error` : undefined}>
        <legend className="mb-2 text-sm font-bold text-slate-900">{t('slot.legend')}</legend>
        {days.state === 'ready' && days.value.length === 0 ? null : !day ? (
          <p className="text-sm text-slate-600">{t('slot.pickDayFirst')}</p>
        ) : !slots || slots.state === 'loading' ? (
          <div
            role="status"
            aria-label={t('slot.loading')}
            className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          >
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-11 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </div>
        ) : slots.state === 'error' ? (
          <div role="alert" className="text-sm text-red-800">
            <p>{t('day.error')}</p>
            {retry}
          </div>
        ) : slots.value.length === 0 ? (
          <p className="text-sm text-slate-600">{t('slot.empty')}</p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {slots.value.map((slot) => {
              const own = ownLabel && zone ? clockInZone(slot.startsAt, zone) : null;
              return (
                <div key={slot.startsAt}>
                  <input
                    type="radio"
                    id={`${ids}-slot-${slot.startsAt}`}
                    name={name}
                    value={slot.startsAt}
                    checked={value === slot.startsAt}
                    onChange={() => onChange(slot)}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={`${ids}-slot-${slot.startsAt}`}
                    className={cn(pill, 'flex-col py-1')}
                  >
                    <span>
                      {wibClock(slot.startsAt)}–{wibClock(slot.endsAt)} WIB
                    </span>
                    {own ? (
                      <span className="text-xs font-normal">
                        ({own.time} {own.label})
                      </span>
                    ) : null}
                  </label>
                </div>
              );
            })}
          </div>
        )}
        {error ? (
          <p id={`${ids}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
