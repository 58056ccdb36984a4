// Mails about an application, in the language the candidate applied in. Plain text plus simple
// HTML; links are built from WEB_BASE_URL (configuration), never from a request.
import { formatWibDateLong, type NotificationParams, type NotificationType } from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { MailMessage } from '../../platform/mailer';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STATUS_WORDS: Record<ApiLocale, Record<string, string>> = {
  id: {
    notProcessed: 'sedang ditinjau',
    review: 'sedang ditinjau',
    approached: 'sedang ditinjau',
    curatedInProgress: 'sedang ditinjau',
    offered: 'masuk daftar pilihan (shortlisted)',
    accepted: 'masuk daftar pilihan (shortlisted)',
    rejected: 'tidak dilanjutkan',
    rejectedBySystem: 'tidak dilanjutkan',
  },
  en: {
    notProcessed: 'under review',
    review: 'under review',
    approached: 'under review',
    curatedInProgress: 'under review',
    offered: 'shortlisted',
    accepted: 'shortlisted',
    rejected: 'not moving forward',
    rejectedBySystem: 'not moving forward',
  },
};

function lines(type: NotificationType, p: NotificationParams, locale: ApiLocale): string[] {
  const job = `${p.jobRole} — ${p.companyName}`;
  const deadline = p.deadlineAt
    ? formatWibDateLong(new Date(p.deadlineAt), locale === 'en' ? 'en' : 'idn')
    : null;
  const id = locale === 'id';
  switch (type) {
    case 'applicationInvited':
      return [
        id
          ? `Kamu diundang ke tahap ${p.stepName} untuk ${job}.`
          : `You are invited to ${p.stepName} for ${job}.`,
      ];
    case 'techTestAssigned':
      return [
        id
          ? `Ada tes teknis (${p.stepName}) untuk lamaranmu ke ${job}.`
          : `There is a tech test (${p.stepName}) for your application to ${job}.`,
        ...(deadline
          ? [id ? `Kumpulkan paling lambat ${deadline}.` : `Submit it by ${deadline}.`]
          : []),
      ];
    case 'applicationExpired':
      return [
        id
          ? `Lamaranmu ke ${job} berakhir karena belum ada tanggapan dari perusahaan dalam waktu lama.`
          : `Your application to ${job} has ended: the company did not respond for a long time.`,
      ];
    case 'interviewScheduled': {
      const at = p.interviewAt
        ? `${formatWibDateLong(new Date(p.interviewAt), locale === 'en' ? 'en' : 'idn')} WIB`
        : '';
      const where = [p.location, p.meetingUrl].filter(Boolean).join(' · ');
      return [
        id
          ? `Kamu diundang wawancara (${p.stepName ?? 'wawancara'}) untuk ${job}.`
          : `You are invited to an interview (${p.stepName ?? 'interview'}) for ${job}.`,
        id ? `Waktu: ${at}` : `When: ${at}`,
        ...(where ? [id ? `Tempat: ${where}` : `Where: ${where}`] : []),
      ];
    }
    case 'applicationJobClosed':
      return [id ? `Lowongan ${job} sudah ditutup.` : `The job ${job} has closed.`];
    case 'applicationStatusChanged': {
      const word = p.status ? STATUS_WORDS[locale][p.status] : undefined;
      if (p.stepName && !word)
        return [
          id
            ? `Lamaranmu ke ${job} masuk tahap ${p.stepName}.`
            : `Your application to ${job} moved to ${p.stepName}.`,
        ];
      return [
        id
          ? `Status lamaranmu ke ${job}: ${word ?? 'diperbarui'}.`
          : `Your application to ${job}: ${word ?? 'updated'}.`,
      ];
    }
    default:
      // Mentoring notifications have their own mails (modules/mentoring/session-mail.ts).
      return [];
  }
}

export function applicationEventMail(input: {
  to: string;
  name: string;
  type: NotificationType;
  params: NotificationParams;
  locale: ApiLocale;
  webBaseUrl: string;
}): MailMessage {
  const id = input.locale === 'id';
  const url = `${input.webBaseUrl}${id ? '' : '/en'}/loker/applied`;
  const subject = id
    ? `Kabar lamaran: ${input.params.jobRole} di ${input.params.companyName}`
    : `Application update: ${input.params.jobRole} at ${input.params.companyName}`;
  const greeting = id ? `Halo ${input.name},` : `Hi ${input.name},`;
  const body = lines(input.type, input.params, input.locale);
  const linkLabel = id ? 'Lihat lamaran saya' : 'See my applications';
  const text = [greeting, '', ...body, '', `${linkLabel}: ${url}`, '', 'Jenjang'].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:32rem;margin:0 auto;padding:1rem">
<p>${escapeHtml(greeting)}</p>
${body.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(linkLabel)}</a></p>
<p style="color:#6b7280;font-size:.85rem">Jenjang</p></body></html>`;
  return { to: input.to, subject, text, html };
}
