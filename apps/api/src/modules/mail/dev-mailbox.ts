// The development mailbox: without SMTP, mails land in the dev_mailbox table instead.
import type { Database } from '../../platform/db';
import type { Mailer } from '../../platform/mailer';
import { insertDevMail } from './mail.queries';

export function createDevMailboxMailer(db: Database): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message) {
      await insertDevMail(db, message);
    },
    close() {},
  };
}
