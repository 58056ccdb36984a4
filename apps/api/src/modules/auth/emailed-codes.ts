// 6-digit codes sent by mail (password reset, imported accounts): 10 minutes, one use, at most
// five tries, then dead. A request only enqueues (address and language, sealed); the job looks
// the address up, stores the code's keyed hash and sends the mail. So the answer, its status and
// its timing are the same whether or not the address has an account.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { JobDefinition, JobDispatcher } from '../../platform/jobs';
import type { ApiLocale } from '../../platform/locale';
import type { Mailer } from '../../platform/mailer';
import { sealPayload } from '../../platform/sealed-payload';
import type { AuthDeps } from './auth.deps';
import { importedAccountCodeMail, passwordResetCodeMail } from './auth.mail';
import { authError } from './auth.messages';
import {
  consumeAuthCode,
  countAuthCodeAttempt,
  insertAuthCode,
  retireAuthCodes,
  selectLiveAuthCode,
  type CodePurpose,
} from './codes.queries';
import { hashOneTimeSecret, newSixDigitCode, sameHash } from './tokens';
import { selectUserByEmail, type UserRow } from './users.queries';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;

export const codeRequestSchema = z.object({
  purpose: z.enum(['password_reset_code', 'imported_account_code']),
  email: z.string(),
  locale: z.enum(['id', 'en']),
});
export type CodeRequest = z.infer<typeof codeRequestSchema>;

/** Requests handed to a background job, sealed: the queue never holds them in the clear. */
export type SealedRequests<Request> = { enqueue(request: Request): Promise<void> };
export type CodeRequests = SealedRequests<CodeRequest>;

export type CodeDeliveryDeps = {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'auth' | 'webBaseUrl'>;
  mailer: Mailer;
};

export function createSealedRequests<Request>(deps: {
  jobs: JobDispatcher;
  job: JobDefinition<{ sealed: string }>;
  sealingKey: Buffer;
}): SealedRequests<Request> {
  return {
    async enqueue(request) {
      const sealed = sealPayload(deps.sealingKey, request);
      await deps.jobs.dispatch(deps.job, { sealed });
    },
  };
}

/** Who may receive a code of this purpose. */
function isEligible(user: UserRow | null, purpose: CodeRequest['purpose']): user is UserRow {
  if (!user) return false;
  return purpose === 'imported_account_code' ? user.status === 'imported' : true;
}

/** The job's work: unknown or ineligible addresses get nothing, and nobody learns of it. */
export async function deliverEmailedCode(
  deps: CodeDeliveryDeps,
  request: CodeRequest,
): Promise<{ sent: boolean }> {
  const user = await selectUserByEmail(deps.db, request.email);
  if (!isEligible(user, request.purpose)) return { sent: false };
  const now = deps.clock.now();
  const id = randomUUID();
  const code = newSixDigitCode();
  await deps.db.transaction(async (tx) => {
    await retireAuthCodes(tx, { userId: user.id, purpose: request.purpose, now });
    await insertAuthCode(tx, {
      id,
      userId: user.id,
      purpose: request.purpose,
      secretHash: hashOneTimeSecret(deps.config.auth.jwtSecret, `${id}:${code}`),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      now,
    });
  });
  const mail = {
    to: user.email,
    name: user.name,
    code,
    minutes: CODE_TTL_SECONDS / 60,
    webBaseUrl: deps.config.webBaseUrl,
    locale: request.locale,
  };
  await deps.mailer.send(
    request.purpose === 'imported_account_code'
      ? importedAccountCodeMail(mail)
      : passwordResetCodeMail(mail),
  );
  return { sent: true };
}

/** What a code request answers, for every address alike. */
export async function requestEmailedCode(
  deps: Pick<AuthDeps, 'codeRequests'>,
  request: CodeRequest,
): Promise<{ sent: true; expiresIn: number }> {
  await deps.codeRequests.enqueue(request);
  return { sent: true, expiresIn: CODE_TTL_SECONDS };
}

/**
 * Checks a code and uses it up. Every try is counted before the comparison, so the sixth try
 * fails even with the right digits. Unknown addresses fail the same way.
 */
export async function redeemEmailedCode(
  deps: AuthDeps,
  input: { user: UserRow | null; purpose: CodePurpose; code: string; locale: ApiLocale },
): Promise<void> {
  const now = deps.clock.now();
  const live = input.user
    ? await selectLiveAuthCode(deps.db, { userId: input.user.id, purpose: input.purpose, now })
    : null;
  const candidate = hashOneTimeSecret(
    deps.config.auth.jwtSecret,
    `${live?.id ?? ''}:${input.code}`,
  );
  if (!live) throw authError('INVALID_CODE', input.locale);
  const counted = await countAuthCodeAttempt(deps.db, {
    id: live.id,
    maxAttempts: CODE_MAX_ATTEMPTS,
  });
  if (!counted || !sameHash(candidate, live.secretHash)) {
    throw authError('INVALID_CODE', input.locale);
  }
  if (!(await consumeAuthCode(deps.db, { id: live.id, now }))) {
    throw authError('INVALID_CODE', input.locale);
  }
}
