// Mails of the accounts area, in Indonesian and English, plain text plus simple HTML. Links are
// built from WEB_BASE_URL (configuration), never from a request's Host header.
import { formatWibDateLong } from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { MailMessage } from '../../platform/mailer';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

type Parts = {
  subject: string;
  greeting: string;
  lines: string[];
  code?: string;
  link?: { label: string; url: string };
  footer: string;
};

function compose(to: string, parts: Parts): MailMessage {
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    ...(parts.code ? ['', parts.code, ''] : []),
    ...(parts.link ? [`${parts.link.label}: ${parts.link.url}`, ''] : []),
    parts.footer,
    '',
    'Jenjang',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:32rem;margin:0 auto;padding:1rem">
<div style="background:#1d4ed8;color:#fff;padding:.75rem 1rem;border-radius:.5rem .5rem 0 0;font-weight:bold">Jenjang</div>
<div style="border:1px solid #e5e7eb;border-top:0;padding:1rem;border-radius:0 0 .5rem .5rem">
<p>${escapeHtml(parts.greeting)}</p>
${parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${parts.code ? `<p style="font-size:2rem;letter-spacing:.4rem;font-weight:bold;text-align:center">${escapeHtml(parts.code)}</p>` : ''}
${parts.link ? `<p><a href="${escapeHtml(parts.link.url)}" style="color:#1d4ed8">${escapeHtml(parts.link.label)}</a></p>` : ''}
<p style="color:#6b7280;font-size:.85rem">${escapeHtml(parts.footer)}</p>
</div></body></html>`;
  return { to, subject: parts.subject, text, html };
}

type CodeMail = {
  to: string;
  name: string;
  code: string;
  minutes: number;
  webBaseUrl: string;
  locale: ApiLocale;
};

export function passwordResetCodeMail(mail: CodeMail): MailMessage {
  const url = `${mail.webBaseUrl}${mail.locale === 'en' ? '/en' : ''}/reset-password?email=${encodeURIComponent(mail.to)}`;
  return compose(
    mail.to,
    mail.locale === 'en'
      ? {
          subject: `${mail.code} is your Jenjang password reset code`,
          greeting: `Hi ${mail.name},`,
          lines: [
            `Use this code to reset your password. It is valid for ${mail.minutes} minutes and can be used once.`,
          ],
          code: mail.code,
          link: { label: 'Reset your password', url },
          footer:
            'If you did not ask for this, ignore this email: your password stays as it is. Never share this code.',
        }
      : {
          subject: `${mail.code} adalah kode atur ulang kata sandi Jenjang Anda`,
          greeting: `Halo ${mail.name},`,
          lines: [
            `Gunakan kode ini untuk mengatur ulang kata sandi. Kode berlaku ${mail.minutes} menit dan hanya bisa dipakai sekali.`,
          ],
          code: mail.code,
          link: { label: 'Atur ulang kata sandi', url },
          footer:
            'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah. Jangan bagikan kode ini kepada siapa pun.',
        },
  );
}

export function importedAccountCodeMail(mail: CodeMail): MailMessage {
  const url = `${mail.webBaseUrl}${mail.locale === 'en' ? '/en' : ''}/create-password?email=${encodeURIComponent(mail.to)}`;
  return compose(
    mail.to,
    mail.locale === 'en'
      ? {
          subject: `${mail.code} is your Jenjang verification code`,
          greeting: `Hi ${mail.name},`,
          lines: [
            'Your job application created a Jenjang account for this email. Use this code to create its password and follow your applications.',
            `The code is valid for ${mail.minutes} minutes.`,
          ],
          code: mail.code,
          link: { label: 'Create your password', url },
          footer: 'If you did not apply for a job through Jenjang, ignore this email.',
        }
      : {
          subject: `${mail.code} adalah kode verifikasi Jenjang Anda`,
          greeting: `Halo ${mail.name},`,
          lines: [
            'Lamaran kerja Anda membuat akun Jenjang untuk email ini. Gunakan kode ini untuk membuat kata sandi dan memantau lamaran Anda.',
            `Kode berlaku ${mail.minutes} menit.`,
          ],
          code: mail.code,
          link: { label: 'Buat kata sandi', url },
          footer: 'Jika Anda tidak melamar pekerjaan melalui Jenjang, abaikan email ini.',
        },
  );
}

export function passwordChangedMail(mail: {
  to: string;
  name: string;
  at: Date;
  webBaseUrl: string;
  locale: ApiLocale;
}): MailMessage {
  const when = `${formatWibDateLong(mail.at, mail.locale === 'en' ? 'en' : 'idn')} WIB`;
  const url = `${mail.webBaseUrl}${mail.locale === 'en' ? '/en' : ''}/forgot-password`;
  return compose(
    mail.to,
    mail.locale === 'en'
      ? {
          subject: 'Your Jenjang password was changed',
          greeting: `Hi ${mail.name},`,
          lines: [`The password of your Jenjang account was changed on ${when}.`],
          link: { label: 'Not you? Reset your password now', url },
          footer: 'This is a security notice; there is nothing to do if it was you.',
        }
      : {
          subject: 'Kata sandi Jenjang Anda telah diubah',
          greeting: `Halo ${mail.name},`,
          lines: [`Kata sandi akun Jenjang Anda diubah pada ${when}.`],
          link: { label: 'Bukan Anda? Atur ulang kata sandi sekarang', url },
          footer: 'Ini pemberitahuan keamanan; tidak perlu tindakan apa pun jika itu Anda.',
        },
  );
}
