// Mails about an application, in the language the candidate applied in. Plain text plus simple
// HTML; links are built from WEB_BASE_URL (configuration), never from a request. What the mail
// says of the application comes from the domain's one status definition (decision 029).
import {
  applicationMailLines,
  isApplicationNotificationType,
  type NotificationParams,
  type NotificationType,
} from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { MailMessage } from '../../platform/mailer';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  // Mentoring notifications have their own mails (modules/mentoring/session-mail.ts).
  const body = isApplicationNotificationType(input.type)
    ? applicationMailLines(input.type, input.params, id ? 'idn' : 'en')
    : [];
  const linkLabel = id ? 'Lihat lamaran saya' : 'See my applications';
  const text = [greeting, '', ...body, '', `${linkLabel}: ${url}`, '', 'Jenjang'].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:32rem;margin:0 auto;padding:1rem">
<p>${escapeHtml(greeting)}</p>
${body.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(linkLabel)}</a></p>
<p style="color:#6b7280;font-size:.85rem">Jenjang</p></body></html>`;
  return { to: input.to, subject, text, html };
}
