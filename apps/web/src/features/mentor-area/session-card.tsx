'use client';

import {
  formatMentoringTime,
  formatMentoringTimeRange,
  MENTORING_TIMING,
  type Locale,
  type MentoringSession,
  type SessionTime,
  MENTORING_MODE_VOCABULARY,
} from '@jenjang/domain';
import { Clock, FileText, MapPin, MessageSquare, Video } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { CalendarFileLink, hasCalendarFile } from '@/features/mentoring/calendar-file-link';
import { SessionActions } from './session-actions';

const STATUS_STYLES: Record<MentoringSession['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rescheduleRequested: 'bg-brand-100 text-brand-900',
  rejected: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
  completed: 'bg-emerald-100 text-emerald-900',
  noShow: 'bg-red-100 text-red-900',
};

/** Times as the mentor reads them: WIB, with their own zone beside it when it differs. */
export function useSessionTime(timeZone: string) {
  const locale = useLocale() as Locale;
  const range = (time: Pick<SessionTime, 'startsAt' | 'endsAt'>) =>
    formatMentoringTimeRange(time.startsAt, time.endsAt, { locale, viewerTimeZone: timeZone });
  const at = (instant: string) =>
    formatMentoringTime(instant, { locale, viewerTimeZone: timeZone });
  return { range, at };
}

/**
 * One session as the mentor sees it: when (WIB, with the mentor's own zone beside it when it
 * differs), who, what about, the notes and attachment, the join link, and the buttons the
 * session's state allows (allowedActions, computed by the API with allowedSessionActions).
 */
export function SessionCard({
  session,
  timeZone,
}: {
  session: MentoringSession;
  timeZone: string;
}) {
  const t = useTranslations('onboardingMentor.sessions');
  const locale = useLocale() as Locale;
  const { range: format, at } = useSessionTime(timeZone);
  const headingId = `session-${session.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {session.mentee.name}
          </h3>
          <p className="text-sm text-slate-700">{session.topic?.name ?? t('noTopic')}</p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-semibold',
            STATUS_STYLES[session.status],
          )}
        >
          {t(`status.${session.status}`)}
        </span>
      </div>

      <div className="space-y-1 text-sm text-slate-800">
        {session.time ? (
          <p className="flex gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>{format(session.time)}</span>
          </p>
        ) : (
          <div className="flex gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <div>
              <p>{t('requestedWindows')}</p>
              <ul className="list-disc pl-5">
                {session.requestedWindows.map((w) => (
                  <li key={w.startsAt}>{format(w)}</li>
                ))}
              </ul>
            </div>
          </div>
        )}
        <p className="flex gap-2">
          {session.mode === 'online' ? (
            <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          ) : (
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          )}
          <span>
            {MENTORING_MODE_VOCABULARY.label(session.mode, locale)}
            {session.mode === 'offline' && session.location ? ` · ${session.location}` : ''}
          </span>
        </p>
        {session.notes ? (
          <p className="flex gap-2">
            <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="whitespace-pre-line break-words">{session.notes}</span>
          </p>
        ) : null}
        {session.attachment ? (
          <p className="flex gap-2">
            <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <a
              className="font-semibold text-brand-700 underline"
              href={`/api${session.attachment.downloadPath}`}
              download={session.attachment.name}
            >
              {t('download', { name: session.attachment.name })}
            </a>
          </p>
        ) : null}
      </div>

      {session.reschedule ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-950">
          {t(
            session.reschedule.proposedBy === 'mentor' ? 'rescheduleByYou' : 'rescheduleByMentee',
            {
              time: format(session.reschedule.time),
            },
          )}
          {session.reschedule.reason ? ` — “${session.reschedule.reason}”` : ''}
        </p>
      ) : null}
      {session.expiresAt && (session.status === 'pending' || session.status === 'requested') ? (
        <p className="text-sm text-amber-900">{t('expires', { time: at(session.expiresAt) })}</p>
      ) : null}
      {session.rejectReason ? (
        <p className="text-sm text-slate-700">
          {t('rejectReason', { reason: session.rejectReason })}
        </p>
      ) : null}
      {session.cancelReason ? (
        <p className="text-sm text-slate-700">
          {t('cancelReason', {
            who: t(`parties.${session.cancelledBy ?? 'system'}`),
            reason: session.cancelReason,
          })}
        </p>
      ) : null}
      {session.attendance.noShowParty ? (
        <p className="text-sm text-red-800">
          {t('noShow', { who: t(`parties.${session.attendance.noShowParty}`) })}
        </p>
      ) : null}
      {session.review ? (
        <p className="text-sm text-slate-800">
          {t('review', { rating: session.review.rating })}{' '}
          {session.review.comment ? `“${session.review.comment}”` : ''}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {session.meeting ? (
          // The join page, not the room: it opens the room only inside the join window.
          <Link
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
            href={session.meeting.joinPath}
            prefetch={false}
            aria-describedby={`join-hint-${session.id}`}
            data-join-link
          >
            <Video aria-hidden="true" className="size-4" />
            {t('join')}
          </Link>
        ) : null}
        <SessionActions session={session} timeZone={timeZone} />
      </div>
      {hasCalendarFile(session) ? (
        <CalendarFileLink sessionId={session.id} label={t('calendar')} />
      ) : null}
      {session.meeting ? (
        <p id={`join-hint-${session.id}`} className="text-sm text-slate-600" data-join-hint>
          {t('joinHint', { minutes: MENTORING_TIMING.joinOpensMinutesBefore })}
        </p>
      ) : null}
    </article>
  );
}
