// Mails of the accounts area, in Indonesian and English, plain text plus simple HTML. Links are
// built from WEB_BASE_URL (configuration), never from a request's Host header.
import { formatWibDateLong } from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { MailMessage } from '../../platform/mailer';
import { compose, type MailParts } from '../mail/compose-mail';

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
          links: [{ label: 'Reset your password', url }],
          footer:
            'If you did not ask for this, ignore this email: your password stays as it is. Never share this code.',
        }
      : {
          subject: `${mail.code} adalah kode atur ulang kata sandi Jenjang-mu`,
          greeting: `Halo ${mail.name},`,
          lines: [
            `Gunakan kode ini untuk mengatur ulang kata sandi. Kode berlaku ${mail.minutes} menit dan hanya bisa dipakai sekali.`,
          ],
          code: mail.code,
          links: [{ label: 'Atur ulang kata sandi', url }],
          footer:
            'Kalau kamu tidak memintanya, abaikan email ini: kata sandimu tidak berubah. Jangan bagikan kode ini kepada siapa pun.',
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
          links: [{ label: 'Create your password', url }],
          footer: 'If you did not apply for a job through Jenjang, ignore this email.',
        }
      : {
          subject: `${mail.code} adalah kode verifikasi Jenjang-mu`,
          greeting: `Halo ${mail.name},`,
          lines: [
            'Lamaran kerjamu membuat akun Jenjang untuk email ini. Gunakan kode ini untuk membuat kata sandi dan memantau lamaranmu.',
            `Kode berlaku ${mail.minutes} menit.`,
          ],
          code: mail.code,
          links: [{ label: 'Buat kata sandi', url }],
          footer: 'Kalau kamu tidak melamar pekerjaan lewat Jenjang, abaikan email ini.',
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
          links: [{ label: 'Not you? Reset your password now', url }],
          footer: 'This is a security notice; there is nothing to do if it was you.',
        }
      : {
          subject: 'Kata sandi Jenjang-mu telah diubah',
          greeting: `Halo ${mail.name},`,
          lines: [`Kata sandi akun Jenjang-mu diubah pada ${when}.`],
          links: [{ label: 'Bukan kamu? Atur ulang kata sandi sekarang', url }],
          footer:
            'Ini pemberitahuan keamanan; kalau itu memang kamu, tidak ada yang perlu dilakukan.',
        },
  );
}

const localePrefix = (locale: ApiLocale) => (locale === 'en' ? '/en' : '');

/**
 * The code that finishes a sign-up. No name in it: the name was typed by whoever asked, and
 * the address is not proven yet, so nothing they chose is written to its owner.
 */
export function signUpCodeMail(mail: {
  to: string;
  code: string;
  minutes: number;
  locale: ApiLocale;
}): MailMessage {
  return compose(
    mail.to,
    mail.locale === 'en'
      ? {
          subject: `${mail.code} is your Jenjang sign-up code`,
          greeting: 'Hi,',
          lines: [
            `Use this code to finish creating your Jenjang account. It is valid for ${mail.minutes} minutes and can be used once.`,
          ],
          code: mail.code,
          footer:
            'If you did not try to create an account, ignore this email: no account is created without this code. Never share it.',
        }
      : {
          subject: `${mail.code} adalah kode pendaftaran Jenjang-mu`,
          greeting: 'Halo,',
          lines: [
            `Gunakan kode ini untuk menyelesaikan pembuatan akun Jenjang-mu. Kode berlaku ${mail.minutes} menit dan hanya bisa dipakai sekali.`,
          ],
          code: mail.code,
          footer:
            'Kalau kamu tidak mencoba membuat akun, abaikan email ini: tidak ada akun yang dibuat tanpa kode ini. Jangan bagikan kode ini kepada siapa pun.',
        },
  );
}

/**
 * To the owner of an address someone tried to sign up with. Accounts keep no language, and the
 * one of the request is the asker's, not necessarily the owner's: the notice carries both,
 * the asker's first.
 */
export function signUpAddressTakenMail(mail: {
  to: string;
  name: string;
  webBaseUrl: string;
  locale: ApiLocale;
}): MailMessage {
  const urls = (locale: ApiLocale) => ({
    signIn: `${mail.webBaseUrl}${localePrefix(locale)}/sign-in?email=${encodeURIComponent(mail.to)}`,
    reset: `${mail.webBaseUrl}${localePrefix(locale)}/forgot-password?email=${encodeURIComponent(mail.to)}`,
  });
  const english: MailParts = {
    subject: 'Someone tried to create a Jenjang account with your email',
    greeting: `Hi ${mail.name},`,
    lines: [
      'Someone, perhaps you, just tried to create a new Jenjang account with this email address. It already has an account, so nothing was created and nothing changed.',
      'If it was you, sign in; if you forgot your password, reset it.',
    ],
    links: [
      { label: 'Sign in', url: urls('en').signIn },
      { label: 'Reset your password', url: urls('en').reset },
    ],
    footer:
      'If it was not you, there is nothing to do: your account is safe. Never share your password or codes.',
  };
  const indonesian: MailParts = {
    subject: 'Ada yang mencoba membuat akun Jenjang dengan emailmu',
    greeting: `Halo ${mail.name},`,
    lines: [
      'Seseorang, mungkin kamu sendiri, baru saja mencoba membuat akun Jenjang baru dengan alamat email ini. Alamat ini sudah memiliki akun, jadi tidak ada yang dibuat atau diubah.',
      'Kalau itu kamu, silakan masuk; kalau lupa kata sandi, atur ulang.',
    ],
    links: [
      { label: 'Masuk', url: urls('id').signIn },
      { label: 'Atur ulang kata sandi', url: urls('id').reset },
    ],
    footer:
      'Kalau bukan kamu, tidak perlu melakukan apa pun: akunmu aman. Jangan bagikan kata sandi atau kode kepada siapa pun.',
  };
  return mail.locale === 'en'
    ? compose(mail.to, english, indonesian)
    : compose(mail.to, indonesian, english);
}
