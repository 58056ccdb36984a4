'use client';

import {
  MENTORING_SCHEDULE_LIMITS,
  clockInZone,
  isWibZone,
  replaceMentorScheduleResponseSchema,
  scheduleConflictResponseSchema,
  wibToInstant,
  type ConflictingSession,
  type MentorSchedule,
  type ReplaceMentorScheduleResult,
} from '@jenjang/domain';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { inputStyles } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiClient } from '@/lib/auth/browser-api';
import { cn } from '@/lib/cn';
import { FormAlert, FormNotice } from './mentor-form';
import { MENTOR_API } from './mentor-paths';
import {
  addDays,
  datedProblems,
  previewChanges,
  weekdayOf,
  weeklyChanges,
  weeklyProblems,
  type ChangeLine,
  type DatedWindow,
  type Weekday,
  type WindowProblem,
} from './schedule-model';
import { useMentorAction } from './use-mentor-action';
import { TimeSelect, WeeklyEditor, type EditorWeekly } from './weekly-editor';

type EditorDated = DatedWindow & { key: string };

/** How far ahead dated windows can be planned (the longest booking window). */
const PLAN_DAYS = 90;

export function editorStateOf(schedule: MentorSchedule, today: string) {
  return {
    weekly: schedule.weekly.map((w) => ({ ...w, key: w.id })),
    // Entries that already ended stay as they were; the editor works on today and later.
    dated: schedule.entries
      .filter((e) => e.date >= today)
      .map((e) => ({
        id: e.id,
        key: e.id,
        kind: e.kind,
        date: e.date,
        startTime: e.startTime,
        endTime: e.endTime,
      })),
  };
}

export function scheduleBody(weekly: EditorWeekly[], dated: EditorDated[]) {
  return {
    weekly: weekly.map(({ id, weekday, startTime, endTime }) => ({
      id: id ?? null,
      weekday,
      startTime,
      endTime,
    })),
    entries: dated.map(({ id, kind, date, startTime, endTime }) => ({
      id: id ?? null,
      kind,
      date,
      startTime,
      endTime,
    })),
  };
}

/**
 * The dashboard's schedule: the weekly pattern and the dated windows of the coming weeks (extra
 * time and exceptions), in WIB with the mentor's own time beside it. Saving first asks
 * check-conflict about every new or changed dated window (a session booked in an exception is
 * shown before anything is written), then replaces the schedule (PUT mentor-schedule/list) and
 * lists what was created, updated and deleted.
 */
export function ScheduleEditor({
  schedule,
  timeZone,
  today,
}: {
  schedule: MentorSchedule;
  timeZone: string;
  today: string;
}) {
  const t = useTranslations('onboardingMentor.schedule');
  const counter = useRef(0);
  const newKey = () => `new-${++counter.current}`;
  const initial = editorStateOf(schedule, today);
  const [saved, setSaved] = useState(initial);
  const [weekly, setWeekly] = useState<EditorWeekly[]>(initial.weekly);
  const [dated, setDated] = useState<EditorDated[]>(initial.dated);
  const [conflicts, setConflicts] = useState<
    { line: ChangeLine; sessions: ConflictingSession[] }[] | null
  >(null);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<ReplaceMentorScheduleResult | null>(null);
  const [resultBefore, setResultBefore] = useState<typeof saved | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const action = useMentorAction();
  const alertRef = useRef<HTMLDivElement>(null);

  const datedIssues = datedProblems(dated);
  const weeklyIssues = weeklyProblems(weekly);
  const changes = previewChanges(saved.dated, dated);
  const weeklyDiff = weeklyChanges(saved.weekly, weekly);
  const dirty = changes.length > 0 || weeklyDiff.added.length > 0 || weeklyDiff.removed.length > 0;

  const showProblem = (message: string) => {
    setProblem(message);
    window.setTimeout(() => alertRef.current?.focus(), 0);
  };

  async function checkConflicts(): Promise<
    { line: ChangeLine; sessions: ConflictingSession[] }[] | null
  > {
    const toCheck = changes.filter((line) => line.change !== 'deleted');
    const excluded = dated.map((d) => d.id).filter((id): id is string => Boolean(id));
    const found: { line: ChangeLine; sessions: ConflictingSession[] }[] = [];
    for (const line of toCheck) {
      const answer = await apiClient.request<unknown>(MENTOR_API.scheduleConflict, {
        query: {
          date: line.entry.date,
          startTime: line.entry.startTime,
          endTime: line.entry.endTime,
          excludeId_in: excluded.slice(0, 50),
        },
      });
      const parsed = scheduleConflictResponseSchema.safeParse(answer);
      if (!parsed.success) return null;
      // A session inside an exception stays booked: the mentor should know before saving.
      if (line.entry.kind === 'unavailable' && parsed.data.data.sessions.length > 0) {
        found.push({ line, sessions: parsed.data.data.sessions });
      }
    }
    return found;
  }

  async function save(confirmed: boolean) {
    setResult(null);
    setProblem(null);
    if (weeklyIssues.size > 0 || datedIssues.size > 0) {
      showProblem(t('fixProblems'));
      return;
    }
    if (!confirmed) {
      setChecking(true);
      try {
        const found = await checkConflicts();
        if (found === null) {
          showProblem(t('checkFailed'));
          return;
        }
        if (found.length > 0) {
          setConflicts(found);
          return;
        }
      } catch {
        showProblem(t('checkFailed'));
        return;
      } finally {
        setChecking(false);
      }
    }
    setConflicts(null);
    const answer = await action.run<unknown>('save', MENTOR_API.scheduleList, {
      method: 'PUT',
      body: scheduleBody(weekly, dated),
    });
    if (answer === null) {
      window.setTimeout(() => alertRef.current?.focus(), 0);
      return;
    }
    const parsed = replaceMentorScheduleResponseSchema.safeParse(answer);
    if (!parsed.success) return;
    const after = editorStateOf(parsed.data.data.schedule, today);
    setResultBefore(saved);
    setResult(parsed.data.data);
    setSaved(after);
    setWeekly(after.weekly);
    setDated(after.dated);
  }

  const updateDated = (key: string, change: Partial<EditorDated>) =>
    setDated((list) => list.map((d) => (d.key === key ? { ...d, ...change } : d)));

  return (
    <div className="space-y-8">
      <section aria-labelledby="weekly-heading" className="space-y-3">
        <h3 id="weekly-heading" className="text-lg font-bold text-slate-900">
          {t('weeklyHeading')}
        </h3>
        <WeeklyEditor windows={weekly} onChange={setWeekly} timeZone={timeZone} newKey={newKey} />
      </section>

      <section aria-labelledby="dated-heading" className="space-y-3">
        <h3 id="dated-heading" className="text-lg font-bold text-slate-900">
          {t('datedHeading')}
        </h3>
        <p className="text-sm text-slate-700">{t('datedIntro')}</p>
        {dated.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
            {t('datedEmpty')}
          </p>
        ) : (
          <ul className="space-y-2">
            {/* In the order they were added: a row never jumps while its date is edited. */}
            {dated.map((d, index) => (
              <DatedRow
                key={d.key}
                window={d}
                number={index + 1}
                timeZone={timeZone}
                today={today}
                problem={datedIssues.get(index) ?? null}
                onChange={(change) => updateDated(d.key, change)}
                onRemove={() => setDated((list) => list.filter((x) => x.key !== d.key))}
              />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {(['available', 'unavailable'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className={buttonStyles.secondary}
              disabled={dated.length >= MENTORING_SCHEDULE_LIMITS.entriesMax}
              onClick={() =>
                setDated((list) => [
                  ...list,
                  {
                    key: newKey(),
                    kind,
                    date: addDays(today, 1),
                    startTime: kind === 'available' ? '19:00' : '09:00',
                    endTime: kind === 'available' ? '21:00' : '17:00',
                  },
                ])
              }
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t(kind === 'available' ? 'addExtra' : 'addException')}
            </button>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="save-heading"
        className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <h3 id="save-heading" className="font-semibold text-slate-900">
          {t('changesHeading')}
        </h3>
        {!dirty ? (
          <p className="text-sm text-slate-700">{t('noChanges')}</p>
        ) : (
          <ChangeList lines={changes} weekly={weeklyDiff} />
        )}
        <FormAlert ref={alertRef} message={problem ?? action.error} />
        {conflicts ? (
          <div
            role="alert"
            className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p className="font-semibold">{t('conflictsHeading')}</p>
            <ul className="list-disc space-y-1 pl-5">
              {conflicts.map(({ line, sessions }) => (
                <li key={`${line.entry.date}-${line.entry.startTime}`}>
                  {t('conflictLine', {
                    date: line.entry.date,
                    start: line.entry.startTime,
                    end: line.entry.endTime,
                    count: sessions.length,
                    times: sessions.map((s) => `${s.date} ${s.startTime}–${s.endTime}`).join(', '),
                  })}
                </li>
              ))}
            </ul>
            <p>{t('conflictsBody')}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() => void save(true)}
              >
                {t('saveAnyway')}
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => setConflicts(null)}
              >
                {t('keepEditing')}
              </button>
            </div>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={!dirty || checking || action.pending !== null}
            aria-busy={checking || action.pending !== null || undefined}
            onClick={() => void save(false)}
          >
            {checking ? t('checking') : action.pending ? t('saving') : t('save')}
          </button>
          {dirty ? (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => {
                setWeekly(saved.weekly);
                setDated(saved.dated);
                setConflicts(null);
                setProblem(null);
              }}
            >
              {t('discard')}
            </button>
          ) : null}
        </div>
        {result && resultBefore ? (
          <SaveResult result={result} before={resultBefore} />
        ) : (
          <FormNotice message={null} />
        )}
      </section>
    </div>
  );
}

function DatedRow({
  window: d,
  number,
  timeZone,
  today,
  problem,
  onChange,
  onRemove,
}: {
  window: EditorDated;
  number: number;
  timeZone: string;
  today: string;
  problem: WindowProblem | null;
  onChange: (change: Partial<EditorDated>) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('onboardingMentor.schedule');
  const label = t('datedLabel', { number });
  const own = (time: string) => {
    if (isWibZone(timeZone)) return null;
    const at = wibToInstant(d.date, time);
    return at ? clockInZone(at, timeZone) : null;
  };
  const ownStart = own(d.startTime);
  const ownEnd = own(d.endTime);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(d.date);
  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-3',
        d.kind === 'unavailable' ? 'border-amber-300' : 'border-slate-200',
      )}
    >
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="sr-only">{label}</legend>
        <div>
          <label htmlFor={`${d.key}-kind`} className="block text-xs font-semibold text-slate-700">
            {t('kind')}
          </label>
          <select
            id={`${d.key}-kind`}
            className={cn(inputStyles, 'w-auto')}
            value={d.kind}
            onChange={(event) => onChange({ kind: event.target.value as EditorDated['kind'] })}
          >
            <option value="available">{t('kinds.available')}</option>
            <option value="unavailable">{t('kinds.unavailable')}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${d.key}-date`} className="block text-xs font-semibold text-slate-700">
            {t('date')}
            {validDate ? (
              <span className="font-normal"> · {t(`weekdays.${weekdayOf(d.date)}`)}</span>
            ) : null}
          </label>
          <input
            id={`${d.key}-date`}
            type="date"
            className={cn(inputStyles, 'w-auto')}
            min={today}
            max={addDays(today, PLAN_DAYS)}
            value={d.date}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChange({ date: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${d.key}-start`} className="block text-xs font-semibold text-slate-700">
            {t('start')}
          </label>
          <TimeSelect
            id={`${d.key}-start`}
            value={d.startTime}
            invalid={Boolean(problem)}
            describedBy={problem ? `${d.key}-problem` : undefined}
            onChange={(startTime) => onChange({ startTime })}
          />
        </div>
        <div>
          <label htmlFor={`${d.key}-end`} className="block text-xs font-semibold text-slate-700">
            {t('end')}
          </label>
          <TimeSelect
            id={`${d.key}-end`}
            end
            value={d.endTime}
            invalid={Boolean(problem)}
            describedBy={problem ? `${d.key}-problem` : undefined}
            onChange={(endTime) => onChange({ endTime })}
          />
        </div>
        <span className="pb-3 text-xs font-semibold text-slate-600">WIB</span>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
          aria-label={t('removeWindow', { window: label })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </fieldset>
      {ownStart && ownEnd ? (
        <p className="mt-1 text-xs text-slate-600">
          {t('ownTime', {
            start: `${ownStart.time} ${ownStart.label}`,
            end: `${ownEnd.time} ${ownEnd.label}`,
          })}
        </p>
      ) : null}
      {problem ? (
        <p className="mt-1 text-sm font-medium text-red-700">{t(`problems.${problem}`)}</p>
      ) : null}
    </li>
  );
}

/** What saving would change: dated windows added, changed, removed; weekly windows added, removed. */
export function ChangeList({
  lines,
  weekly,
}: {
  lines: ChangeLine[];
  weekly: ReturnType<typeof weeklyChanges>;
}) {
  const t = useTranslations('onboardingMentor.schedule');
  const describe = (w: DatedWindow) =>
    t('entryText', {
      kind: t(`kinds.${w.kind}`),
      date: w.date,
      start: w.startTime,
      end: w.endTime,
    });
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      {weekly.added.map((w) => (
        <li key={`wa-${w.weekday}-${w.startTime}-${w.endTime}`}>
          <ChangeTag change="created" />{' '}
          {t('weeklyText', {
            day: t(`weekdays.${w.weekday as Weekday}`),
            start: w.startTime,
            end: w.endTime,
          })}
        </li>
      ))}
      {weekly.removed.map((w) => (
        <li key={`wr-${w.weekday}-${w.startTime}-${w.endTime}`}>
          <ChangeTag change="deleted" />{' '}
          {t('weeklyText', {
            day: t(`weekdays.${w.weekday as Weekday}`),
            start: w.startTime,
            end: w.endTime,
          })}
        </li>
      ))}
      {lines.map((line) => (
        <li
          key={`${line.change}-${line.entry.id ?? ''}-${line.entry.date}-${line.entry.startTime}`}
        >
          <ChangeTag change={line.change} />{' '}
          {line.change === 'updated'
            ? t('updatedText', { before: describe(line.before), after: describe(line.entry) })
            : describe(line.entry)}
        </li>
      ))}
    </ul>
  );
}

function ChangeTag({ change }: { change: ChangeLine['change'] }) {
  const t = useTranslations('onboardingMentor.schedule');
  return (
    <span
      className={cn(
        'inline-block rounded px-1.5 py-0.5 text-xs font-semibold',
        change === 'created' && 'bg-emerald-100 text-emerald-900',
        change === 'updated' && 'bg-brand-100 text-brand-900',
        change === 'deleted' && 'bg-red-100 text-red-900',
      )}
    >
      {t(`changes.${change}`)}
    </span>
  );
}

/** The API's answer to a save: which ids it created, updated and deleted, told as entries. */
function SaveResult({
  result,
  before,
}: {
  result: ReplaceMentorScheduleResult;
  before: ReturnType<typeof editorStateOf>;
}) {
  const t = useTranslations('onboardingMentor.schedule');
  const afterEntries = new Map(result.schedule.entries.map((e) => [e.id, e]));
  const beforeEntries = new Map(before.dated.map((e) => [e.id ?? '', e]));
  const afterWeekly = new Map(result.schedule.weekly.map((w) => [w.id, w]));
  const beforeWeekly = new Map(before.weekly.map((w) => [w.id ?? '', w]));
  const entryText = (e: Omit<DatedWindow, 'id'> | undefined) =>
    e
      ? t('entryText', {
          kind: t(`kinds.${e.kind}`),
          date: e.date,
          start: e.startTime,
          end: e.endTime,
        })
      : '';
  const weeklyText = (w: { weekday: number; startTime: string; endTime: string } | undefined) =>
    w
      ? t('weeklyText', {
          day: t(`weekdays.${w.weekday as Weekday}`),
          start: w.startTime,
          end: w.endTime,
        })
      : '';
  const rows = [
    ...result.weekly.created.map((id) => ({
      id,
      change: 'created' as const,
      text: weeklyText(afterWeekly.get(id)),
    })),
    ...result.weekly.updated.map((id) => ({
      id,
      change: 'updated' as const,
      text: weeklyText(afterWeekly.get(id)),
    })),
    ...result.weekly.deleted.map((id) => ({
      id,
      change: 'deleted' as const,
      text: weeklyText(beforeWeekly.get(id)),
    })),
    ...result.created.map((id) => ({
      id,
      change: 'created' as const,
      text: entryText(afterEntries.get(id)),
    })),
    ...result.updated.map((id) => ({
      id,
      change: 'updated' as const,
      text: entryText(afterEntries.get(id)),
    })),
    ...result.deleted.map((id) => ({
      id,
      change: 'deleted' as const,
      text: entryText(beforeEntries.get(id)),
    })),
  ];
  const count = (
    list: { created: string[]; updated: string[]; deleted: string[] },
    key: 'created' | 'updated' | 'deleted',
  ) => list[key].length + result.weekly[key].length;
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950"
    >
      <p className="font-semibold">
        {t('savedSummary', {
          created: count(result, 'created'),
          updated: count(result, 'updated'),
          deleted: count(result, 'deleted'),
        })}
      </p>
      {rows.length > 0 ? (
        <ul className="space-y-1">
          {rows.map((row) => (
            <li key={`${row.change}-${row.id}`}>
              <ChangeTag change={row.change} /> {row.text}{' '}
              <span className="text-xs text-emerald-800">({row.id.slice(0, 8)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
