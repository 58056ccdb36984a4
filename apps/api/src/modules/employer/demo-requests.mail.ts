// The mail the sales inbox gets for each demo request. It is for the sales team, so it is in
// Indonesian with the visitor's language named; every value the visitor typed is escaped by
// compose().
import { SALES_NO_REPLY_MINUTES, type DemoRequestInput } from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import type { MailMessage } from '../../platform/mailer';
import { compose } from '../mail/compose-mail';

export function demoRequestSalesMail(input: {
  to: string;
  request: DemoRequestInput;
  locale: ApiLocale;
  receivedAt: string;
}): MailMessage {
  const { request } = input;
  const optional = (label: string, value: string | undefined) =>
    value ? [`${label}: ${value}`] : [];
  return compose(input.to, {
    subject: `Permintaan demo: ${request.companyName} (${request.companySize} karyawan)`,
    greeting: 'Halo tim sales,',
    lines: [
      `${request.name} dari ${request.companyName} meminta demo Jenjang.`,
      `Email: ${request.email}`,
      `Telepon: ${request.phone}`,
      ...optional('Jabatan', request.jobTitle),
      `Jumlah karyawan: ${request.companySize}`,
      ...optional('Paket yang dilihat', request.plan),
      ...optional('Kebutuhan', request.needs),
      `Bahasa: ${input.locale === 'en' ? 'Inggris' : 'Indonesia'} · Diterima: ${input.receivedAt}`,
    ],
    footer: `Balas dalam ${SALES_NO_REPLY_MINUTES} menit: janji di tautan WhatsApp sales berlaku juga di sini.`,
  });
}
