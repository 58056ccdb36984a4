// Imported accounts: a job application can arrive before its applicant has an account. The
// account is created without a password (status 'imported'); its owner proves the address with
// an emailed code, chooses a password and is signed in.
import type { LoginResult, Role } from '@jenjang/domain';
import type { ApiLocale } from '../../platform/locale';
import { checkNewPassword, hashPassword } from '../../platform/passwords';
import type { AuthDeps, ClientInfo } from './auth.deps';
import { authError, validationError } from './auth.messages';
import { redeemEmailedCode, requestEmailedCode } from './emailed-codes';
import { issueSession } from './sessions.service';
import {
  insertUser,
  selectUserByEmail,
  selectUserById,
  updateUserPassword,
  type UserRow,
} from './users.queries';

/** For the applications import: the existing account of this email, or a new imported one. */
export async function importApplicantAccount(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  input: { email: string; name: string; phone?: string | null; role?: Role },
): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  const existing = await selectUserByEmail(deps.db, email);
  if (existing) return existing;
  const created = await insertUser(deps.db, {
    email,
    name: input.name,
    phone: input.phone ?? null,
    role: input.role ?? 'student',
    status: 'imported',
    passwordHash: null,
    now: deps.clock.now(),
  });
  // A concurrent import of the same address won: use its row.
  return created ?? (await selectUserByEmail(deps.db, email))!;
}

/** Tells only whether an imported account waits for its password; nothing about other accounts. */
export async function getImportedAccountInfo(
  deps: AuthDeps,
  input: { email: string },
): Promise<{ needsPassword: boolean }> {
  const user = await selectUserByEmail(deps.db, input.email);
  return { needsPassword: user?.status === 'imported' && user.passwordHash === null };
}

const isImported = (user: UserRow | null) => (user?.status === 'imported' ? user : null);

export async function sendImportedAccountCode(
  deps: AuthDeps,
  input: { email: string; locale: ApiLocale },
): Promise<{ sent: true; expiresIn: number }> {
  return requestEmailedCode(deps, { purpose: 'imported_account_code', ...input });
}

export async function createPasswordForImportedAccount(
  deps: AuthDeps,
  input: { email: string; code: string; password: string; locale: ApiLocale; client: ClientInfo },
): Promise<LoginResult> {
  const { locale } = input;
  const user = isImported(await selectUserByEmail(deps.db, input.email));
  if (user) {
    // Checked before the code is spent, so a refused password can be corrected.
    const problem = await checkNewPassword(input.password, {
      field: 'password',
      locale,
      context: [user.email, user.email.split('@')[0] ?? '', user.name],
    });
    if (problem) throw validationError(locale, [problem]);
  }
  await redeemEmailedCode(deps, { user, purpose: 'imported_account_code', ...input });
  if (!user) throw authError('INVALID_CODE', locale); // unreachable: redeem refused
  await updateUserPassword(deps.db, {
    userId: user.id,
    passwordHash: await hashPassword(input.password),
    now: deps.clock.now(),
  });
  const updated = (await selectUserById(deps.db, user.id)) ?? user;
  return issueSession(deps, { user: updated, method: 'otp', client: input.client });
}
