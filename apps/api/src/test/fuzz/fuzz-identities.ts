// Who the fuzzer is: a guest, and a signed-in user per role (the first seeded account of it). The
// fuzzer signs out and deletes accounts like any client may, so a signed-in identity checks its
// session after a 401 and signs in again, or carries on with a new account of the same role.
import type { Role } from '@jenjang/domain';
import type { FastifyInstance } from 'fastify';
import { createStudent, createUser, FACTORY_PASSWORD } from '../../../seed/account-factories';
import { SEEDED_ACCOUNTS } from '../../../seed/accounts';
import type { Database } from '../../platform/db';
import type { FuzzIdentity } from './run-fuzz';

export const guestIdentity: FuzzIdentity = {
  name: 'guest',
  signedIn: false,
  headers: async () => ({}),
  forget: () => {},
};

async function signIn(app: FastifyInstance, account: { email: string; password: string }) {
  const res = await app.inject({ method: 'POST', url: '/v1/login/email', payload: account });
  if (res.statusCode !== 200) return null;
  return (res.json() as { data: { tokenData: { token: string } } }).data.tokenData.token;
}

async function stillSignedIn(app: FastifyInstance, token: string): Promise<boolean> {
  const res = await app.inject({
    url: '/v1/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode === 200;
}

export function signedInIdentity(app: FastifyInstance, db: Database, role: Role): FuzzIdentity {
  const seeded = SEEDED_ACCOUNTS.find((account) => account.role === role);
  if (!seeded) throw new Error(`no seeded account with the role ${role}`);
  let account = { email: seeded.email, password: seeded.password };
  let token: string | null = null;
  let suspect = false;

  const newAccount = async () => {
    const user =
      role === 'student' ? (await createStudent(db)).user : await createUser(db, { role });
    return { email: user.email, password: FACTORY_PASSWORD };
  };

  return {
    name: role,
    signedIn: true,
    async headers() {
      // A 401 may be the answer to a bad refresh token as well as to a dead session: ask first.
      if (token && suspect && !(await stillSignedIn(app, token))) token = null;
      suspect = false;
      if (!token) token = await signIn(app, account);
      if (!token) {
        account = await newAccount();
        token = await signIn(app, account);
      }
      if (!token) throw new Error(`the fuzzer cannot sign in as ${role}`);
      return { authorization: `Bearer ${token}` };
    },
    forget() {
      suspect = true;
    },
  };
}
