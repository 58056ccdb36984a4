// Which mailer this process uses: SMTP when SMTP_URL is set; else the development mailbox in the
// embedded demo, or a mailer that drops and logs (production, or a real database without SMTP),
// since nothing may serve mails over HTTP there.
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import { createDiscardMailer, createSmtpMailer, type Mailer } from '../../platform/mailer';
import { createDevMailboxMailer } from './dev-mailbox';

export function createConfiguredMailer(
  config: Pick<Config, 'devMailbox' | 'mail'>,
  db: Database,
  log: { warn(obj: object, msg: string): void },
): Mailer {
  if (config.mail.smtpUrl) {
    return createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  }
  return config.devMailbox ? createDevMailboxMailer(db) : createDiscardMailer(log);
}
