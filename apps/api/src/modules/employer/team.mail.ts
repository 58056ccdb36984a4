// The invitation to join a company's team on Jenjang, in the inviter's language. compose()
// escapes every value (the company name is the employer's own text).
import { INVITATION_TTL_DAYS } from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { MailMessage } from '../../platform/mailer';
import { compose } from '../mail/compose-mail';

export function invitationMail(input: {
  to: string;
  companyName: string;
  inviterName: string;
  url: string;
  locale: ApiLocale;
}): MailMessage {
  if (input.locale === 'en')
    return compose(input.to, {
      subject: `Join ${input.companyName} on Jenjang`,
      greeting: 'Hello,',
      lines: [
        `${input.inviterName} invites you to the ${input.companyName} team on Jenjang, to post jobs and follow applicants.`,
        `The link works for ${INVITATION_TTL_DAYS} days. Sign in or sign up as an employer with this email address to accept.`,
      ],
      links: [{ label: 'Accept the invitation', url: input.url }],
      footer: 'Not expecting this? Ignore this email: nothing happens without the link.',
    });
  return compose(input.to, {
    subject: `Bergabung dengan ${input.companyName} di Jenjang`,
    greeting: 'Halo,',
    lines: [
      `${input.inviterName} mengundangmu ke tim ${input.companyName} di Jenjang untuk memasang lowongan dan memantau pelamar.`,
      `Tautan berlaku ${INVITATION_TTL_DAYS} hari. Masuk atau daftar sebagai pemberi kerja dengan alamat email ini untuk menerima undangan.`,
    ],
    links: [{ label: 'Terima undangan', url: input.url }],
    footer:
      'Tidak merasa diundang? Abaikan email ini: tanpa tautan tersebut tidak terjadi apa-apa.',
  });
}
