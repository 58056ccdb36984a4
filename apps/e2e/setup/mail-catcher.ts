// A real SMTP server on loopback for the browser tests: the stack runs in production mode, where
// the API serves no mailbox, so its mails (sign-up and reset codes) are delivered here over SMTP.
// The test files run in other processes and read them over a small HTTP endpoint.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; subject: string; text: string; receivedAt: number };

export type MailCatcher = {
  /** For the API's SMTP_URL. */
  smtpUrl: string;
  /** GET ?to=<address> answers the mails to it, oldest first. */
  httpUrl: string;
  close(): Promise<void>;
};

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to]
            .flat()
            .flatMap((address) => address?.value ?? [])
            .map((address) => address.address?.toLowerCase() ?? '');
          mails.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase() ?? '';
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(mails.filter((mail) => mail.to.includes(to))));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
