// Mails about a mentoring session, in the recipient's language (the language that side last
// used with the session: sessions.mentee_locale / mentor_locale). Plain text plus simple HTML;
// links from WEB_BASE_URL (configuration), never from a request.
import { formatWibDateLong, type NotificationType, type SessionParty } from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { MailAttachment, MailMessage } from '../../platform/mailer';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type SessionMailFacts = {
  recipientRole: SessionParty;
  mentorName: string;
  menteeName: string;
  topicName: string | null;
  startsAt: Date | null;
  proposedStartsAt?: Date | null;
  expiresAt?: Date | null;
  reason?: string | null;
  /** Online: the join link; offline: the address. */
  where?: string | null;
  hoursBefore?: number;
  /** The mentee's rating (1–5), told to the mentor. */
  rating?: number;
};

/** The page a recipient follows its sessions on. */
export function sessionsPageUrl(webBaseUrl: string, role: SessionParty, locale: ApiLocale): string {
  return `${webBaseUrl}${locale === 'en' ? '/en' : ''}${role === 'mentor' ? '/mentor' : '/mentoring/my-session'}`;
}

function lines(type: NotificationType, f: SessionMailFacts, locale: ApiLocale): string[] {
  const id = locale === 'id';
  const wib = (d: Date | null | undefined) =>
    d ? `${formatWibDateLong(d, id ? 'idn' : 'en')} WIB` : '';
  const other = f.recipientRole === 'mentor' ? f.menteeName : f.mentorName;
  const when = wib(f.startsAt);
  const topic = f.topicName ? (id ? ` tentang ${f.topicName}` : ` about ${f.topicName}`) : '';
  const where = f.where ? [id ? `Tempat/tautan: ${f.where}` : `Where: ${f.where}`] : [];
  const reason = f.reason ? [id ? `Alasan: ${f.reason}` : `Reason: ${f.reason}`] : [];
  switch (type) {
    case 'mentoringSessionRequested':
      return f.startsAt
        ? [
            id
              ? `${f.menteeName} memesan sesi mentoring${topic} denganmu pada ${when}.`
              : `${f.menteeName} booked a mentoring session${topic} with you on ${when}.`,
            id ? 'Setujui atau tolak permintaannya.' : 'Please approve or decline it.',
          ]
        : [
            id
              ? `${f.menteeName} mengajukan beberapa pilihan waktu untuk sesi mentoring${topic}.`
              : `${f.menteeName} proposed times for a mentoring session${topic}.`,
            id ? 'Pilih salah satu waktu atau tolak.' : 'Pick one of the times or decline.',
          ];
    case 'mentoringSessionApproved':
      return [
        id
          ? `Sesi mentoring${topic} dengan ${other} dikonfirmasi: ${when}.`
          : `Your mentoring session${topic} with ${other} is confirmed: ${when}.`,
        ...where,
      ];
    case 'mentoringSessionRejected':
      return [
        id
          ? `${f.mentorName} tidak dapat menerima permintaan sesi mentoringmu.`
          : `${f.mentorName} cannot take your mentoring request.`,
        ...reason,
      ];
    case 'mentoringSessionCancelled':
      return [
        id
          ? `Sesi mentoring dengan ${other}${when ? ` pada ${when}` : ''} dibatalkan.`
          : `The mentoring session with ${other}${when ? ` on ${when}` : ''} was cancelled.`,
        ...reason,
      ];
    case 'mentoringRescheduleProposed':
      return [
        id
          ? `${other} mengusulkan waktu baru untuk sesi mentoring kalian: ${wib(f.proposedStartsAt)} (semula ${when}).`
          : `${other} proposed a new time for your mentoring session: ${wib(f.proposedStartsAt)} (was ${when}).`,
        ...reason,
        id ? 'Terima atau tolak usulan ini.' : 'Accept or decline the proposal.',
      ];
    case 'mentoringSessionRescheduled':
      return [
        id
          ? `Sesi mentoring dengan ${other} dipindah ke ${when}.`
          : `The mentoring session with ${other} moved to ${when}.`,
        ...where,
      ];
    case 'mentoringRescheduleDeclined':
      return [
        id
          ? `${other} menolak waktu baru yang diusulkan. Sesi tetap pada ${when}.`
          : `${other} declined the proposed time. The session stays on ${when}.`,
        ...reason,
      ];
    case 'mentoringRescheduleWithdrawn':
      return [
        id
          ? `${other} menarik kembali usulan waktu baru. Sesi tetap pada ${when}.`
          : `${other} withdrew the proposed new time. The session stays on ${when}.`,
        ...where,
      ];
    case 'mentoringNoShowRecorded':
      return [
        id
          ? `${other} mencatat bahwa kamu tidak hadir di sesi mentoring${topic} pada ${when}. Sesi ini kini tercatat tidak hadir.`
          : `${other} recorded that you did not attend the mentoring session${topic} on ${when}. The session is now recorded as a no-show.`,
        id
          ? 'Jika catatan ini keliru, hubungi tim dukungan Jenjang dan sebutkan sesi ini.'
          : 'If this record is wrong, contact Jenjang support and mention this session.',
      ];
    case 'mentoringSessionCompleted':
      // The mentor hears the mentee's review; the mentee (auto-completion) is asked for one.
      return f.recipientRole === 'mentor'
        ? [
            id
              ? `${f.menteeName} menilai sesi mentoring${topic} pada ${when}: ${f.rating ?? '-'}/5.`
              : `${f.menteeName} reviewed the mentoring session${topic} on ${when}: ${f.rating ?? '-'}/5.`,
          ]
        : [
            id
              ? `Sesi mentoring${topic} dengan ${f.mentorName} pada ${when} kini tercatat selesai.`
              : `Your mentoring session${topic} with ${f.mentorName} on ${when} is now marked as completed.`,
            id
              ? 'Beri nilai dan ulasan untuk sesi ini di halaman sesimu.'
              : 'Please rate it and leave a review on your sessions page.',
          ];
    case 'mentoringSessionReminder':
      return [
        id
          ? `Pengingat: sesi mentoring${topic} dengan ${other} dimulai ${when}.`
          : `Reminder: your mentoring session${topic} with ${other} starts on ${when}.`,
        ...where,
      ];
    case 'mentoringRequestExpiring':
      return [
        id
          ? `Permintaan sesi dari ${f.menteeName} belum dijawab dan akan kedaluwarsa pada ${wib(f.expiresAt)}.`
          : `The session request from ${f.menteeName} is unanswered and expires on ${wib(f.expiresAt)}.`,
      ];
    case 'mentoringSessionExpired':
      return [
        id
          ? `Permintaan sesi mentoringmu dengan ${f.mentorName} kedaluwarsa karena belum dijawab. Coba pilih jadwal lain.`
          : `Your mentoring request to ${f.mentorName} expired unanswered. Try another time.`,
      ];
    default:
      return [];
  }
}

const SUBJECTS: Partial<Record<NotificationType, Record<ApiLocale, string>>> = {
  mentoringSessionRequested: { id: 'Permintaan sesi mentoring baru', en: 'New mentoring request' },
  mentoringSessionApproved: {
    id: 'Sesi mentoring dikonfirmasi',
    en: 'Mentoring session confirmed',
  },
  mentoringSessionRejected: {
    id: 'Permintaan sesi mentoring ditolak',
    en: 'Mentoring request declined',
  },
  mentoringSessionCancelled: { id: 'Sesi mentoring dibatalkan', en: 'Mentoring session cancelled' },
  mentoringRescheduleProposed: {
    id: 'Usulan jadwal baru sesi mentoring',
    en: 'New time proposed for your mentoring session',
  },
  mentoringSessionRescheduled: {
    id: 'Sesi mentoring dijadwalkan ulang',
    en: 'Mentoring session rescheduled',
  },
  mentoringRescheduleDeclined: { id: 'Usulan jadwal baru ditolak', en: 'Proposed time declined' },
  mentoringRescheduleWithdrawn: {
    id: 'Usulan jadwal baru ditarik kembali',
    en: 'Proposed time withdrawn',
  },
  mentoringNoShowRecorded: {
    id: 'Kamu tercatat tidak hadir di sesi mentoring',
    en: 'You were recorded as absent from a mentoring session',
  },
  mentoringSessionCompleted: { id: 'Sesi mentoring selesai', en: 'Mentoring session completed' },
  mentoringSessionReminder: { id: 'Pengingat sesi mentoring', en: 'Mentoring session reminder' },
  mentoringRequestExpiring: {
    id: 'Permintaan sesi segera kedaluwarsa',
    en: 'A session request expires soon',
  },
  mentoringSessionExpired: {
    id: 'Permintaan sesi mentoring kedaluwarsa',
    en: 'Mentoring request expired',
  },
};

export function sessionEventMail(input: {
  to: string;
  name: string;
  type: NotificationType;
  facts: SessionMailFacts;
  locale: ApiLocale;
  webBaseUrl: string;
  attachment?: MailAttachment | null;
}): MailMessage {
  const id = input.locale === 'id';
  const url = sessionsPageUrl(input.webBaseUrl, input.facts.recipientRole, input.locale);
  const subject = `${SUBJECTS[input.type]?.[input.locale] ?? 'Jenjang'} — Jenjang`;
  const greeting = id ? `Halo ${input.name},` : `Hi ${input.name},`;
  const body = lines(input.type, input.facts, input.locale);
  const linkLabel = id ? 'Lihat sesi saya' : 'See my sessions';
  const calendarNote = input.attachment
    ? [id ? 'Undangan kalender (.ics) terlampir.' : 'A calendar invitation (.ics) is attached.']
    : [];
  const all = [...body, ...calendarNote];
  const text = [greeting, '', ...all, '', `${linkLabel}: ${url}`, '', 'Jenjang'].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:32rem;margin:0 auto;padding:1rem">
<p>${escapeHtml(greeting)}</p>
${all.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(linkLabel)}</a></p>
<p style="color:#6b7280;font-size:.85rem">Jenjang</p></body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    ...(input.attachment ? { attachments: [input.attachment] } : {}),
  };
}
