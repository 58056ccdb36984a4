// Sign-up with email and password, without telling anyone whether an address has an account
// (docs/decisions/010). The request checks and hashes the password and hands the rest to a job,
// so its answer, status and time are the same for every address. The job looks the address up:
// a new address (or an account imported from an application) gets a 6-digit code and a pending
// sign-up; an address with an account gets a notice that someone tried. The account is created
// when the code comes back, by whoever reads that mailbox.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import type { Mailer } from '../../platform/mailer';
import { checkNewPassword, hashPassword } from '../../platform/passwords';
import type { LoginResult } from '@jenjang/domain';
import type { AuthDeps, ClientInfo } from './auth.deps';
import { signUpAddressTakenMail, signUpCodeMail } from './auth.mail';
import { authError, validationError } from './auth.messages';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, type SealedRequests } from './emailed-codes';
import { issueSession } from './sessions.service';
import {
  claimSignUpRequest,
  countSignUpAttempt,
  deleteExpiredSignUpRequests,
  selectLiveSignUpRequest,
  upsertSignUpRequest,
} from './sign-up.queries';
import { hashOneTimeSecret, newSixDigitCode, sameHash } from './tokens';
import {
  insertUser,
  selectUserByEmail,
  selectUserById,
  updateUserPassword,
  type UserRow,
} from './users.queries';

/** What the job needs; sealed in the queue (it holds an address and a password hash). */
export const signUpRequestSchema = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  passwordHash: z.string(),
  locale: z.enum(['id', 'en']),
  /** Requests sealed before employer sign-up carry no role: job seekers. */
  role: z.enum(['student', 'employer', 'mentor']).default('student'),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export type SignUpRequests = SealedRequests<SignUpRequest>;

export type SignUpDeliveryDeps = {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'auth' | 'webBaseUrl'>;
  mailer: Mailer;
};

/** POST /v1/users/sign-up: the same answer for every address; the code (or a notice) follows by mail. */
export async function requestSignUp(
  deps: Pick<AuthDeps, 'signUpRequests'>,
  input: {
    email: string;
    password: string;
    name: string;
    handphone?: string | undefined;
    role?: 'student' | 'employer' | 'mentor' | undefined;
    locale: ApiLocale;
  },
): Promise<{ sent: true; expiresIn: number }> {
  // Judged on the password and what the asker typed, never on the account: no hint either way.
  const problem = await checkNewPassword(input.password, {
    field: 'password',
    locale: input.locale,
    context: [input.email, input.email.split('@')[0] ?? '', input.name],
  });
  if (problem) throw validationError(input.locale, [problem]);
  // Hashed for every address alike, so both answers cost the same.
  const passwordHash = await hashPassword(input.password);
  await deps.signUpRequests.enqueue({
    email: input.email,
    name: input.name,
    phone: input.handphone ?? null,
    passwordHash,
    locale: input.locale,
    role: input.role ?? 'student',
  });
  return { sent: true, expiresIn: CODE_TTL_SECONDS };
}

/** The job's work: a code for an address without an account, a notice for one with. */
export async function deliverSignUp(
  deps: SignUpDeliveryDeps,
  request: SignUpRequest,
): Promise<{ mailed: 'code' | 'notice' }> {
  const now = deps.clock.now();
  const owner = await selectUserByEmail(deps.db, request.email);
  if (owner && owner.status !== 'imported') {
    await deps.mailer.send(
      signUpAddressTakenMail({
        to: owner.email,
        name: owner.name,
        webBaseUrl: deps.config.webBaseUrl,
        locale: request.locale,
      }),
    );
    return { mailed: 'notice' };
  }
  const id = randomUUID();
  const code = newSixDigitCode();
  await deleteExpiredSignUpRequests(deps.db, now);
  await upsertSignUpRequest(deps.db, {
    id,
    email: request.email,
    name: request.name,
    phone: request.phone,
    passwordHash: request.passwordHash,
    role: request.role,
    secretHash: hashOneTimeSecret(deps.config.auth.jwtSecret, `${id}:${code}`),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    now,
  });
  await deps.mailer.send(
    signUpCodeMail({
      to: request.email,
      code,
      minutes: CODE_TTL_SECONDS / 60,
      locale: request.locale,
    }),
  );
  return { mailed: 'code' };
}

/**
 * POST /v1/users/sign-up/verify: the right code creates the account (or gives an imported one
 * its password) and signs in. Every try is counted before the comparison; after five, the code
 * is dead. Addresses without a pending sign-up fail the same way.
 */
export async function verifySignUp(
  deps: AuthDeps,
  input: { email: string; code: string; locale: ApiLocale; client: ClientInfo },
): Promise<LoginResult> {
  const { locale } = input;
  const now = deps.clock.now();
  const pending = await selectLiveSignUpRequest(deps.db, { email: input.email, now });
  const candidate = hashOneTimeSecret(
    deps.config.auth.jwtSecret,
    `${pending?.id ?? ''}:${input.code}`,
  );
  if (!pending) throw authError('INVALID_CODE', locale);
  const counted = await countSignUpAttempt(deps.db, {
    id: pending.id,
    maxAttempts: CODE_MAX_ATTEMPTS,
  });
  if (!counted || !sameHash(candidate, pending.secretHash)) throw authError('INVALID_CODE', locale);

  const outcome = await deps.db.transaction(async (tx): Promise<UserRow | 'taken' | null> => {
    const claimed = await claimSignUpRequest(tx, pending.id);
    if (!claimed) return null;
    const existing = await selectUserByEmail(tx, claimed.email);
    if (existing?.status === 'imported') {
      await updateUserPassword(tx, {
        userId: existing.id,
        passwordHash: claimed.passwordHash,
        now,
      });
      return selectUserById(tx, existing.id);
    }
    if (existing) return 'taken';
    const created = await insertUser(tx, {
      email: claimed.email,
      name: claimed.name,
      phone: claimed.phone,
      role: claimed.role === 'employer' || claimed.role === 'mentor' ? claimed.role : 'student',
      status: 'active',
      passwordHash: claimed.passwordHash,
      now,
    });
    return created ?? 'taken';
  });
  // Another verification with the same code won the race.
  if (!outcome) throw authError('INVALID_CODE', locale);
  // Someone else took the address (Google sign-in) since the code was sent; the asker holds
  // the mailbox, so saying so tells them nothing they could not read there.
  if (outcome === 'taken') throw authError('EMAIL_ALREADY_REGISTERED', locale);
  return issueSession(deps, { user: outcome, method: 'sign-up', client: input.client });
}
