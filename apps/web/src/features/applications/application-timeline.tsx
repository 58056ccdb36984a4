import {
  applicationTimeline,
  timelineEntryTexts,
  type ApplicationProgress,
  type TimelineState,
} from '@jenjang/domain';
import { CalendarClock, Check, Circle, CircleDot, Minus, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { AppLocale } from '@/lib/i18n/routing';

const ICONS: Record<TimelineState, typeof Check> = {
  done: Check,
  current: CircleDot,
  scheduled: CalendarClock,
  skipped: Minus,
  pending: Circle,
  notReached: Circle,
  ended: X,
};

const DOT: Record<TimelineState, string> = {
  done: 'border-brand-700 bg-brand-700 text-white',
  current: 'border-brand-700 bg-white text-brand-700',
  scheduled: 'border-brand-700 bg-white text-brand-700',
  skipped: 'border-slate-400 bg-slate-100 text-slate-600',
  pending: 'border-slate-300 bg-white text-slate-300',
  notReached: 'border-slate-200 bg-white text-slate-200',
  ended: 'border-slate-700 bg-slate-700 text-white',
};

/** States of entries the application has reached (named in full colour). */
const REACHED: readonly TimelineState[] = ['done', 'current', 'scheduled', 'skipped', 'ended'];
/** States the application went beyond (the line to the next entry is drawn in colour). */
const BEYOND: readonly TimelineState[] = ['done', 'skipped'];

/**
 * The candidate's timeline: Application sent, Company review, the visible steps, the Offer. The
 * domain says which state each entry is in and words it (decision 029): a step is done only when
 * it happened, an interview ahead is scheduled, a test never handed in was skipped.
 */
export function ApplicationTimeline({
  application,
  locale,
  label,
  now = new Date(),
}: {
  application: ApplicationProgress;
  locale: AppLocale;
  label: string;
  now?: Date;
}) {
  const entries = applicationTimeline(application, now);
  return (
    <ol aria-label={label} className="space-y-0" data-timeline>
      {entries.map((entry, index) => {
        const last = index === entries.length - 1;
        const texts = timelineEntryTexts(entry, locale);
        const Icon = ICONS[entry.state];
        return (
          <li
            key={entry.key}
            data-step={texts.name}
            data-state={entry.state}
            aria-current={entry.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute left-3 top-6 h-[calc(100%-1.25rem)] w-0.5',
                  BEYOND.includes(entry.state) ? 'bg-brand-600' : 'bg-slate-200',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                DOT[entry.state],
              )}
            >
              <Icon className="size-3.5" strokeWidth={3} />
            </span>
            <div className="min-w-0">
              <p
                className={cn(
                  'text-sm font-semibold',
                  REACHED.includes(entry.state) ? 'text-slate-900' : 'text-slate-600',
                )}
              >
                {texts.name}
              </p>
              <p className="text-xs text-slate-600" data-state-text>
                {texts.state}
                {texts.detail ? (
                  <span
                    data-tech-test={
                      entry.techTestSubmitted === null
                        ? undefined
                        : entry.techTestSubmitted
                          ? 'submitted'
                          : 'pending'
                    }
                  >
                    {' · '}
                    {texts.detail}
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
