// Outgoing mail. With SMTP_URL set, nodemailer delivers over SMTP; otherwise the caller's
// fallback takes the message (the development mailbox outside production).
import nodemailer from 'nodemailer';

/** A file sent with a mail, as text (an iCalendar invitation, .ics). */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[] | undefined;
};

export type Mailer = {
  readonly kind: 'smtp' | 'dev-mailbox' | 'discard';
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl, { from: options.from });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(message);
    },
    close() {
      transport.close();
    },
  };
}

/** Production without SMTP: nothing is stored or served, each drop is logged. */
export function createDiscardMailer(log: { warn(obj: object, msg: string): void }): Mailer {
  return {
    kind: 'discard',
    async send(message) {
      log.warn({ subject: message.subject }, 'no SMTP_URL configured: mail dropped');
    },
    close() {},
  };
}
