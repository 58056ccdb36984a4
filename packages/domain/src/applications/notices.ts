import type { NotificationParams, NotificationType } from '../contracts/notifications';
import { formatCalendarDate, formatWibDateLong } from '../format/wib';
import type { Locale } from '../locale';
import { fillStatusText, seekerPhaseOf } from './status';
import { SEEKER_PHASE_DEFINITIONS, type SeekerPhase, type StatusTexts } from './status-definitions';

// The bell's sentence and the mail's lines about an application, from the one status definition:
// a move says what the phase says; a tech test and an interview add their deadline and time.

export const APPLICATION_NOTIFICATION_TYPES = [
  'applicationStatusChanged',
  'applicationInvited',
  'techTestAssigned',
  'applicationExpired',
  'applicationJobClosed',
  'interviewScheduled',
] as const satisfies readonly NotificationType[];
export type ApplicationNotificationType = (typeof APPLICATION_NOTIFICATION_TYPES)[number];

export function isApplicationNotificationType(
  type: NotificationType,
): type is ApplicationNotificationType {
  return (APPLICATION_NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** Notices that carry more than a phase: a test's deadline, an interview's time and place. */
const NOTICE_TEXTS = {
  techTestAssigned: {
    bell: {
      idn: '{company} mengirimkan tes teknis untuk {role}. Kirim sebelum {deadline} WIB.',
      en: '{company} sent you a technical test for {role}. Submit it by {deadline} WIB.',
    },
    mail: {
      idn: 'Ada tes teknis ({step}) untuk lamaranmu ke {job}.',
      en: 'There is a tech test ({step}) for your application to {job}.',
    },
    mailDeadline: {
      idn: 'Kumpulkan paling lambat {deadline} WIB.',
      en: 'Submit it by {deadline} WIB.',
    },
  },
  interviewScheduled: {
    bell: {
      idn: '{company} menjadwalkan {step} untuk {role}: {when} WIB, {where}.',
      en: '{company} scheduled your {step} for {role}: {when} WIB, {where}.',
    },
    mail: {
      idn: 'Kamu diundang wawancara ({step}) untuk {job}.',
      en: 'You are invited to an interview ({step}) for {job}.',
    },
    mailWhen: { idn: 'Waktu: {when} WIB', en: 'When: {when} WIB' },
    mailWhere: { idn: 'Tempat: {where}', en: 'Where: {where}' },
  },
} as const satisfies Record<string, Record<string, StatusTexts>>;

/**
 * The hiring company's notice of the candidate's answer to its offer (`offerAnswered`): the same
 * ending the board then shows as "Tawaran diterima" or "Tawaran ditolak kandidat".
 */
const OFFER_ANSWER_TEXTS = {
  accept: {
    idn: '{candidate} menerima tawaran untuk {role}.',
    en: '{candidate} accepted the offer for {role}.',
  },
  decline: {
    idn: '{candidate} menolak tawaran untuk {role}.',
    en: '{candidate} declined the offer for {role}.',
  },
} as const satisfies Record<'accept' | 'decline', StatusTexts>;

/** The bell's sentence to the company when a candidate answered its offer. */
export function offerAnsweredBellText(params: NotificationParams, locale: Locale): string {
  return fillStatusText(OFFER_ANSWER_TEXTS[params.offerDecision ?? 'accept'][locale], {
    candidate: params.candidateName ?? '',
    role: params.jobRole,
  });
}

/** The phase a notice announces. */
export function noticePhase(
  type: ApplicationNotificationType,
  params: NotificationParams,
): SeekerPhase {
  switch (type) {
    case 'applicationInvited':
      return 'invited';
    case 'applicationExpired':
      return 'expired';
    case 'applicationJobClosed':
      return 'jobClosed';
    case 'techTestAssigned':
    case 'interviewScheduled':
      return 'inStep';
    case 'applicationStatusChanged': {
      // The notice names the step only when the candidate may see it.
      const step = params.stepName
        ? [{ id: 's', name: params.stepName, type: params.stepType ?? 'custom', visible: true }]
        : [];
      return seekerPhaseOf({
        status: params.status ?? '',
        withdrawnAt: params.withdrawn ? 'withdrawn' : null,
        recruitmentStepId: step.length > 0 ? 's' : null,
        recruitmentSteps: step.map((s) => ({ ...s, finished: false })),
        fromRecommendation: false,
        job: { status: 'active' },
      });
    }
  }
}

function values(params: NotificationParams, locale: Locale): Record<string, string> {
  return {
    company: params.companyName,
    role: params.jobRole,
    job: `${params.jobRole} — ${params.companyName}`,
    step: params.stepName ?? '',
    deadline: params.deadlineAt
      ? formatWibDateLong(params.deadlineAt, locale)
      : params.deadlineDate
        ? formatCalendarDate(params.deadlineDate, locale)
        : '',
    when: params.interviewAt ? formatWibDateLong(params.interviewAt, locale) : '',
    where: [params.location, params.meetingUrl].filter(Boolean).join(' · '),
  };
}

/** The bell's sentence of an application notification. */
export function applicationBellText(
  type: ApplicationNotificationType,
  params: NotificationParams,
  locale: Locale,
): string {
  const template =
    type === 'techTestAssigned' || type === 'interviewScheduled'
      ? NOTICE_TEXTS[type].bell[locale]
      : SEEKER_PHASE_DEFINITIONS[noticePhase(type, params)].bell[locale];
  return fillStatusText(template, values(params, locale));
}

/** The mail's sentences of an application notification (the greeting and link come around them). */
export function applicationMailLines(
  type: ApplicationNotificationType,
  params: NotificationParams,
  locale: Locale,
): string[] {
  const v = values(params, locale);
  const fill = (texts: StatusTexts) => fillStatusText(texts[locale], v);
  if (type === 'techTestAssigned') {
    const t = NOTICE_TEXTS.techTestAssigned;
    return [fill(t.mail), ...(v.deadline ? [fill(t.mailDeadline)] : [])];
  }
  if (type === 'interviewScheduled') {
    const t = NOTICE_TEXTS.interviewScheduled;
    return [fill(t.mail), fill(t.mailWhen), ...(v.where ? [fill(t.mailWhere)] : [])];
  }
  return [fill(SEEKER_PHASE_DEFINITIONS[noticePhase(type, params)].mail)];
}
