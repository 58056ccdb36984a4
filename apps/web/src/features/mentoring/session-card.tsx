import {
  MENTORING_TIMING,
  type MentoringSession,
  MENTORING_MODE_VOCABULARY,
} from '@jenjang/domain';
import { CalendarClock, MapPin, MessageCircle, Video } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { CalendarFileLink, hasCalendarFile } from './calendar-file-link';
import { MentorPhoto } from './mentor-photo';
import { mentorPath } from './mentoring-api';
import { MentoringTime } from './mentoring-time';
import { RatingStars } from './rating-stars';
import { SessionActions } from './session-actions';
import { SessionStatusBadge } from './session-status-badge';

/** Whether the mentee's cancel cut-off has passed for a confirmed session that has not begun. */
function cutoffPassed(session: MentoringSession, now: number): boolean {
  if (session.status !== 'approved' && session.status !== 'rescheduleRequested') return false;
  if (!session.time || session.allowedActions.includes('cancel')) return false;
  return new Date(session.time.startsAt).getTime() > now;
}

/**
 * One session of the signed-in mentee: mentor, topic, time in WIB (and the viewer's zone), mode
 * and place or join link, state, what happened (reasons, proposals, review) and the actions the
 * session's rules allow (`allowedActions`, computed by the API with allowedSessionActions).
 */
export async function SessionCard({
  session,
  locale,
  now,
}: {
  session: MentoringSession;
  locale: AppLocale;
  now: number;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageMentoring.sessions' });
  // A <dl> may hold only one <div> level around each dt/dd pair: the icon sits in a grid beside
  // them instead of in a wrapper of its own.
  const row = 'grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2';
  const icon = 'row-span-2 mt-0.5 size-4 shrink-0 text-slate-400';
  return (
    <article
      data-session={session.id}
      aria-labelledby={`session-${session.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <header className="flex flex-wrap items-start gap-3">
        <MentorPhoto name={session.mentor.name} photoUrl={session.mentor.photoUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 id={`session-${session.id}`} className="font-bold text-slate-900">
            <Link
              href={mentorPath(session.mentor.slug)}
              className="hover:text-brand-700 hover:underline"
            >
              {t('withMentor', { name: session.mentor.name })}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-600">{session.mentor.headline}</p>
          {/* Under the name on phones, at the right from `sm` up: the name keeps its width. */}
          <SessionStatusBadge
            status={session.status}
            label={t(`status.${session.status}`)}
            className="mt-1.5 sm:hidden"
          />
        </div>
        <SessionStatusBadge
          status={session.status}
          label={t(`status.${session.status}`)}
          className="hidden sm:inline-flex"
        />
      </header>

      <dl className="mt-4 grid gap-3 text-sm text-slate-800 sm:grid-cols-2">
        {session.topic ? (
          <div className={row}>
            <MessageCircle aria-hidden="true" className={icon} />
            <dt className="text-xs text-slate-500">{t('topic')}</dt>
            <dd className="font-semibold">{session.topic.name}</dd>
          </div>
        ) : null}
        {session.time ? (
          <div className={row}>
            <CalendarClock aria-hidden="true" className={icon} />
            <dt className="text-xs text-slate-500">{t('time')}</dt>
            <dd className="font-semibold" data-session-time>
              <MentoringTime
                startsAt={session.time.startsAt}
                endsAt={session.time.endsAt}
                locale={locale}
              />
            </dd>
          </div>
        ) : session.requestedWindows.length > 0 ? (
          <div className={row}>
            <CalendarClock aria-hidden="true" className={icon} />
            <dt className="text-xs text-slate-500">{t('proposedWindows')}</dt>
            <dd>
              <ul className="space-y-0.5 font-semibold">
                {session.requestedWindows.map((window) => (
                  <li key={window.startsAt}>
                    <MentoringTime
                      startsAt={window.startsAt}
                      endsAt={window.endsAt}
                      locale={locale}
                    />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        <div className={row}>
          {session.mode === 'online' ? (
            <Video aria-hidden="true" className={icon} />
          ) : (
            <MapPin aria-hidden="true" className={icon} />
          )}
          <dt className="text-xs text-slate-500">{t('place')}</dt>
          <dd className="font-semibold">
            {MENTORING_MODE_VOCABULARY.label(session.mode, locale)}
            {session.mode === 'offline' && session.location ? ` · ${session.location}` : ''}
          </dd>
        </div>
      </dl>

      {session.meeting ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-emerald-50 p-3">
          <Link
            href={session.meeting.joinPath}
            prefetch={false}
            data-join-link
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            <Video aria-hidden="true" className="size-4" />
            {t('joinLink')}
          </Link>
          <p className="text-sm text-emerald-900" data-join-hint>
            {t('joinHint', { minutes: MENTORING_TIMING.joinOpensMinutesBefore })}
          </p>
        </div>
      ) : null}
      {hasCalendarFile(session) ? (
        <div className="mt-2">
          <CalendarFileLink sessionId={session.id} label={t('calendar')} />
        </div>
      ) : null}

      {session.reschedule ? (
        <div className="mt-4 rounded-xl bg-sky-50 p-3 text-sm text-sky-950" data-reschedule>
          <p className="font-semibold">
            {session.reschedule.proposedBy === 'mentor'
              ? t('reschedule.proposedByMentor')
              : t('reschedule.proposedByMentee')}
          </p>
          <p className="font-semibold" data-reschedule-time>
            <MentoringTime
              startsAt={session.reschedule.time.startsAt}
              endsAt={session.reschedule.time.endsAt}
              locale={locale}
            />
          </p>
          {session.reschedule.reason ? (
            <p className="mt-1">{t('reschedule.reason', { reason: session.reschedule.reason })}</p>
          ) : null}
        </div>
      ) : null}

      {session.status === 'rejected' && session.rejectReason ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          {t('rejectReason', { reason: session.rejectReason })}
        </p>
      ) : null}
      {session.status === 'cancelled' ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          {session.cancelledBy ? (
            <span className="font-semibold">{t(`cancelledBy.${session.cancelledBy}`)}. </span>
          ) : null}
          {session.cancelReason ? t('cancelReason', { reason: session.cancelReason }) : null}
        </p>
      ) : null}
      {session.status === 'noShow' && session.attendance.noShowParty ? (
        <p className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-900">
          {t(`noShowParty.${session.attendance.noShowParty}`)}
        </p>
      ) : null}
      {session.review ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-3 text-sm" data-session-review>
          <p className="mb-1 text-xs text-slate-500">{t('yourReview')}</p>
          <RatingStars
            rating={session.review.rating}
            label={t('complete.stars', { count: session.review.rating })}
          />
          {session.review.comment ? (
            <p className="mt-1 whitespace-pre-line text-slate-800">{session.review.comment}</p>
          ) : null}
        </div>
      ) : null}
      {cutoffPassed(session, now) ? (
        <p className="mt-4 text-sm text-slate-600">
          {t('cancel.cutoffPassed', { hours: MENTORING_TIMING.defaultCancelCutoffHours })}
        </p>
      ) : null}

      <SessionActions
        session={{
          id: session.id,
          status: session.status,
          allowedActions: session.allowedActions,
          mentorId: session.mentor.id,
          mentorName: session.mentor.name,
        }}
      />
    </article>
  );
}
