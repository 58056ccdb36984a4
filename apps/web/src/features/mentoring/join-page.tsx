import {
  MENTORING_TIMING,
  sessionJoinResponseSchema,
  type SessionJoinAnswer,
} from '@jenjang/domain';
import { CalendarClock, Clock, Link2Off, RefreshCw, TriangleAlert, Video } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { buttonStyles } from '@/features/shell/button-styles';
import { PageBand } from '@/features/shell/page-band';
import { StatusPanel } from '@/features/shell/status-panel';
import { ApiError } from '@/lib/api/client';
import { loadAsUser } from '@/lib/auth/server-api';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { mentoringPaths } from './mentoring-api';
import { MentoringTime } from './mentoring-time';
import { sessionsHref } from './session-query';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

type JoinResult = { kind: 'answer'; answer: SessionJoinAnswer } | { kind: 'invalid' | 'error' };

async function askJoin(token: string, locale: AppLocale): Promise<JoinResult> {
  if (!TOKEN.test(token)) return { kind: 'invalid' };
  try {
    const body = await loadAsUser(mentoringPaths.sessionJoin, sessionJoinResponseSchema, {
      returnPath: localizedPath(locale, `/mentoring/join/${token}`),
      locale,
      query: { token_eq: token },
    });
    return { kind: 'answer', answer: body.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404 || error.status === 400 || error.status === 403) {
      return { kind: 'invalid' };
    }
    console.error(`mentoring join unavailable: ${error.message}`);
    return { kind: 'error' };
  }
}

/**
 * /mentoring/join/[token]: the link in e-mails and calendar files. A live session's link sends
 * the person to the meeting room inside the join window (MENTORING_TIMING.joinOpensMinutesBefore
 * before the start until the end) and says when it opens before that; a link of an earlier time says the session moved and shows the
 * new time; an ended or unknown one says so. Signed-out people sign in first and come back.
 */
export async function JoinPage({ token, locale }: { token: string; locale: AppLocale }) {
  const [t, { title }] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageMentoring.join' }),
    getPageText(locale, 'mentoringJoin'),
  ]);
  const result = await askJoin(token, locale);
  if (result.kind === 'answer' && result.answer.state === 'live' && result.answer.meetingUrl) {
    redirect(result.answer.meetingUrl);
  }

  const mySessions = (
    <Link href={sessionsHref('upcoming')} className={buttonStyles.primary}>
      {t('moved.open')}
    </Link>
  );
  let panel;
  if (result.kind === 'invalid') {
    panel = (
      <StatusPanel
        as="h1"
        role="status"
        icon={<Link2Off aria-hidden="true" className="size-7" />}
        title={t('invalid.title')}
        actions={mySessions}
      >
        <p>{t('invalid.body')}</p>
      </StatusPanel>
    );
  } else if (result.kind === 'error') {
    panel = (
      <StatusPanel
        as="h1"
        role="alert"
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={t('error.title')}
        actions={
          <Link href={`/mentoring/join/${token}`} prefetch={false} className={buttonStyles.primary}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('error.retry')}
          </Link>
        }
      >
        <p>{t('error.body')}</p>
      </StatusPanel>
    );
  } else if (result.kind === 'answer') {
    const { answer } = result;
    const time = answer.session.time;
    const when = time ? (
      <MentoringTime startsAt={time.startsAt} endsAt={time.endsAt} locale={locale} />
    ) : null;
    panel =
      answer.state === 'early' && answer.opensAt ? (
        <StatusPanel
          as="h1"
          role="status"
          icon={<Clock aria-hidden="true" className="size-7" />}
          title={t('early.title')}
          actions={mySessions}
        >
          <p data-join-state="early">
            {t('early.body', { minutes: MENTORING_TIMING.joinOpensMinutesBefore })}
          </p>
          <p className="mt-1 font-semibold text-slate-900" data-join-opens>
            <MentoringTime startsAt={answer.opensAt} locale={locale} />
          </p>
          {when ? (
            <p className="mt-3">
              {t('early.session')} <span className="font-semibold text-slate-900">{when}</span>
            </p>
          ) : null}
        </StatusPanel>
      ) : answer.state === 'moved' ? (
        <StatusPanel
          as="h1"
          role="status"
          icon={<CalendarClock aria-hidden="true" className="size-7" />}
          title={t('moved.title')}
          actions={mySessions}
        >
          <p data-join-state="moved">{when ? t('moved.body') : t('moved.noTime')}</p>
          {when ? <p className="mt-1 font-semibold text-slate-900">{when}</p> : null}
        </StatusPanel>
      ) : answer.state === 'ended' ? (
        <StatusPanel
          as="h1"
          role="status"
          icon={<CalendarClock aria-hidden="true" className="size-7" />}
          title={t('ended.title')}
          actions={mySessions}
        >
          <p data-join-state="ended">{t('ended.body')}</p>
          {when ? <p className="mt-1 font-semibold text-slate-900">{when}</p> : null}
        </StatusPanel>
      ) : (
        <StatusPanel
          as="h1"
          role="status"
          icon={<Video aria-hidden="true" className="size-7" />}
          title={t('notOnline.title')}
          actions={mySessions}
        >
          <p>{t('notOnline.body')}</p>
        </StatusPanel>
      );
  }
  return (
    <div className="bg-slate-50">
      <PageBand className="pb-6 md:pb-8">
        <p className="text-sm font-semibold text-brand-100">{title}</p>
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-16">{panel}</div>
    </div>
  );
}
