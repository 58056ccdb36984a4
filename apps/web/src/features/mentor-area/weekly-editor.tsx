'use client';

import { MENTORING_SCHEDULE_LIMITS, isWibZone, zoneInfo } from '@jenjang/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonStyles } from '@/features/shell/button-styles';
import { cn } from '@/lib/cn';
import {
  shiftWeekday,
  suggestWindow,
  timeOf,
  weeklyProblems,
  wibToZone,
  WEEKDAYS,
  type WeeklyWindow,
  type WindowProblem,
} from './schedule-model';

/** A weekly window in the editor: `key` for React, `id` once the server has it. */
export type EditorWeekly = WeeklyWindow & { key: string; id?: string | null };

export const timeInputClass =
  'min-h-11 w-[5rem] rounded-lg border border-slate-300 bg-white px-1.5 text-base tabular-nums text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

const QUARTERS = Array.from({ length: 96 }, (_, i) => timeOf(i * 15));

/**
 * A WIB wall-clock time picked in 15-minute steps, written 24-hour as Indonesians do (a time
 * input follows the browser's language and may show AM/PM); an end can be 24:00. A value off
 * the grid (saved elsewhere) stays selectable.
 */
export function TimeSelect({
  id,
  value,
  end = false,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  value: string;
  end?: boolean;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange: (value: string) => void;
}) {
  const base = end ? [...QUARTERS.slice(1), '24:00'] : QUARTERS;
  const options = base.includes(value) ? base : [...base, value].sort();
  return (
    <select
      id={id}
      className={timeInputClass}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

/** The mentor's own time of a WIB wall-clock time, or null when their zone reads WIB anyway. */
export function useOwnTime(timeZone: string) {
  const t = useTranslations('onboardingMentor.schedule');
  const info = zoneInfo(timeZone);
  return (weekday: number | null, time: string): string | null => {
    if (isWibZone(timeZone) || !info) return null;
    const own = wibToZone(time, info.offsetMinutes);
    if (!own) return null;
    const day =
      own.dayShift !== 0 && weekday !== null
        ? ` ${t(`weekdaysShort.${shiftWeekday(weekday, own.dayShift)}`)}`
        : own.dayShift > 0
          ? ` ${t('nextDay')}`
          : own.dayShift < 0
            ? ` ${t('previousDay')}`
            : '';
    return `${own.time} ${info.label}${day}`;
  };
}

/**
 * The weekly pattern, one card per weekday: windows in WIB (the times the API keeps), each
 * with the mentor's own time beside it when their zone differs, and what is wrong with it.
 */
export function WeeklyEditor({
  windows,
  onChange,
  timeZone,
  newKey,
}: {
  windows: EditorWeekly[];
  onChange: (windows: EditorWeekly[]) => void;
  timeZone: string;
  newKey: () => string;
}) {
  const t = useTranslations('onboardingMentor.schedule');
  const problems = weeklyProblems(windows);
  const problemOf = new Map<string, WindowProblem>();
  windows.forEach((w, i) => {
    const p = problems.get(i);
    if (p) problemOf.set(w.key, p);
  });
  const ownTime = useOwnTime(timeZone);
  const full = windows.length >= MENTORING_SCHEDULE_LIMITS.weeklyMax;
  const update = (key: string, change: Partial<EditorWeekly>) =>
    onChange(windows.map((w) => (w.key === key ? { ...w, ...change } : w)));

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('weeklyIntro')}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {WEEKDAYS.map((weekday) => {
          const dayWindows = windows
            .filter((w) => w.weekday === weekday)
            .sort((a, b) => a.startTime.localeCompare(b.startTime));
          const dayName = t(`weekdays.${weekday}`);
          return (
            <li key={weekday} className="rounded-xl border border-slate-200 bg-white p-3">
              <div className="flex items-center justify-between gap-2">
                <h4 className="font-semibold text-slate-900">{dayName}</h4>
                <button
                  type="button"
                  className={cn(buttonStyles.secondary, 'min-h-10 px-3')}
                  disabled={full}
                  onClick={() =>
                    onChange([...windows, { key: newKey(), weekday, ...suggestWindow(dayWindows) }])
                  }
                >
                  <Plus aria-hidden="true" className="size-4" />
                  <span>
                    {t('addWindow')}
                    <span className="sr-only"> {dayName}</span>
                  </span>
                </button>
              </div>
              {dayWindows.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">{t('dayOff')}</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {dayWindows.map((w, index) => {
                    const problem = problemOf.get(w.key);
                    const ownStart = ownTime(weekday, w.startTime);
                    const ownEnd = ownTime(null, w.endTime);
                    const label = t('windowLabel', { day: dayName, number: index + 1 });
                    return (
                      <li key={w.key}>
                        <fieldset className="flex flex-wrap items-center gap-1.5">
                          <legend className="sr-only">{label}</legend>
                          <label className="sr-only" htmlFor={`${w.key}-start`}>
                            {t('start')}
                          </label>
                          <TimeSelect
                            id={`${w.key}-start`}
                            value={w.startTime}
                            invalid={Boolean(problem)}
                            describedBy={problem ? `${w.key}-problem` : undefined}
                            onChange={(startTime) => update(w.key, { startTime })}
                          />
                          <span aria-hidden="true">–</span>
                          <label className="sr-only" htmlFor={`${w.key}-end`}>
                            {t('end')}
                          </label>
                          <TimeSelect
                            id={`${w.key}-end`}
                            end
                            value={w.endTime}
                            invalid={Boolean(problem)}
                            describedBy={problem ? `${w.key}-problem` : undefined}
                            onChange={(endTime) => update(w.key, { endTime })}
                          />
                          <span className="text-xs font-semibold text-slate-600">WIB</span>
                          <button
                            type="button"
                            className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
                            aria-label={t('removeWindow', { window: label })}
                            onClick={() => onChange(windows.filter((x) => x.key !== w.key))}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </button>
                        </fieldset>
                        {ownStart && ownEnd ? (
                          <p className="text-xs text-slate-600">
                            {t('ownTime', { start: ownStart, end: ownEnd })}
                          </p>
                        ) : null}
                        {problem ? (
                          <p id={`${w.key}-problem`} className="text-sm font-medium text-red-700">
                            {t(`problems.${problem}`)}
                          </p>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
