// Which mailer this process uses: SMTP when SMTP_URL is set; else the development mailbox, or
// (production) a mailer that drops and logs, since nothing may serve mails over HTTP there.
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import { createDiscardMailer, createSmtpMailer, type Mailer } from '../../platform/mailer';
import { createDevMailboxMailer } from './dev-mailbox';

export function createConfiguredMailer(
  config: Pick<Config, 'env' | 'mail'>,
  db: Database,
  log: { warn(obj: object, msg: string): void },
): Mailer {
  if (config.mail.smtpUrl) {
    return createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  }
  return config.env === 'production' ? createDiscardMailer(log) : createDevMailboxMailer(db);
}
