// Helpers for the accounts tests: a real SMTP server on loopback that keeps what it receives,
// and short-hands for signing up and in through the API.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

/** Limits high enough that tests which sign in often never meet them. */
export const RELAXED_AUTH_LIMITS: Record<string, string> = {
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_AND_IP: '1000',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000',
  RATE_LIMIT_SIGN_IN_PER_DEVICE: '1000',
  RATE_LIMIT_SIGN_IN_PER_IP: '1000',
  RATE_LIMIT_PASSWORD_CHECK_PER_USER: '1000',
  RATE_LIMIT_SIGN_UP_PER_EMAIL: '1000',
  RATE_LIMIT_SIGN_UP_PER_IP: '1000',
  RATE_LIMIT_CODE_REQUEST_PER_EMAIL: '1000',
  RATE_LIMIT_CODE_REQUEST_PER_IP: '1000',
  RATE_LIMIT_CODE_VERIFY_PER_EMAIL: '1000',
  RATE_LIMIT_CODE_VERIFY_PER_IP: '1000',
};

export const STRONG_PASSWORD = 'Kopi-Tubruk-Pagi-2026!';

export type SmtpCapture = {
  url: string;
  messages: ParsedMail[];
  /** The newest message to this address, waiting for it to arrive. */
  nextMailTo(
    address: string,
    options?: { after?: number; timeoutMs?: number },
  ): Promise<ParsedMail>;
  close(): Promise<void>;
};

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (mail: ParsedMail) =>
    [mail.to]
      .flat()
      .flatMap((to) => to?.value ?? [])
      .map((a) => a.address?.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async nextMailTo(address, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 15_000);
      const after = options.after ?? 0;
      while (Date.now() < deadline) {
        const found = messages
          .slice(after)
          .reverse()
          .find((mail) => recipients(mail).includes(address.toLowerCase()));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${address} within the time limit`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function codeIn(mail: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.subject}`);
  return code;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type LoginBody = {
  data: {
    tokenData: { token: string; expire: number; refreshToken: string; refreshExpire: number };
    /** Answered by the email sign-in only (docs/decisions/010). */
    deviceToken?: string;
    user: { id: string; email: string; role: string };
    profile: { id: string } | null;
    role: string;
  };
};

/** The sign-up code in the newest mail to `email`: read from SMTP, or the development mailbox. */
export async function signUpCodeFor(
  app: FastifyInstance,
  email: string,
  options: { smtp?: SmtpCapture | undefined; after?: number } = {},
): Promise<string> {
  if (options.smtp) {
    return codeIn(await options.smtp.nextMailTo(email, { after: options.after ?? 0 }));
  }
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const box = await app.inject(`/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
        const mails = (box.json() as { data: { docs: { subject: string }[] } }).data.docs;
        const newest = mails.length > (options.after ?? 0) ? mails[0] : undefined;
        code = /^(\d{6}) (adalah kode pendaftaran|is your Jenjang sign-up code)/.exec(
          newest?.subject ?? '',
        )?.[1];
        return code;
      },
      { timeout: 15_000, interval: 20 },
    )
    .toBeDefined();
  return code!;
}

/**
 * A new account through the real flow: sign-up, the emailed code, verification (signed in).
 * Test apps without SMTP read the code from the development mailbox; pass `smtp` otherwise.
 */
export async function signUp(
  app: FastifyInstance,
  input: {
    email: string;
    password?: string;
    name?: string;
    role?: 'student' | 'employer' | 'mentor';
  },
  smtp?: SmtpCapture,
): Promise<LoginBody['data']> {
  const before = smtp ? smtp.messages.length : await mailCount(app, input.email);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/users/sign-up',
    payload: { password: STRONG_PASSWORD, name: 'Dewi Lestari', ...input },
  });
  expect(res.statusCode, res.body).toBe(200);
  const code = await signUpCodeFor(app, input.email, { smtp, after: before });
  const verified = await app.inject({
    method: 'POST',
    url: '/v1/users/sign-up/verify',
    payload: { email: input.email, code },
  });
  expect(verified.statusCode, verified.body).toBe(201);
  return (verified.json() as LoginBody).data;
}

async function mailCount(app: FastifyInstance, email: string): Promise<number> {
  const box = await app.inject(`/v1/dev/mailbox?to=${encodeURIComponent(email)}&limit=200`);
  return box.statusCode === 200
    ? (box.json() as { data: { docs: unknown[] } }).data.docs.length
    : 0;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = STRONG_PASSWORD,
): Promise<LoginBody['data']> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as LoginBody).data;
}
