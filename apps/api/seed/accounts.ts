// Demo accounts: two per role at the fictional domain jenjang.test, one shared password.
import type { Role } from '@jenjang/domain';
import { hashPassword } from '../src/platform/passwords';

// Kept importable from here for scripts and tests written before passwords.ts existed.
export { ARGON2_OPTIONS, hashPassword } from '../src/platform/passwords';

export const DEMO_PASSWORD = 'Jenjang!Demo2026';

export type SeededAccount = { role: Role; email: string; password: string; name: string };

export const SEEDED_ACCOUNTS: readonly SeededAccount[] = [
  { role: 'student', email: 'siswa@jenjang.test', password: DEMO_PASSWORD, name: 'Putri Maharani' },
  { role: 'student', email: 'siswa2@jenjang.test', password: DEMO_PASSWORD, name: 'Bagas Saputra' },
  {
    role: 'mentor',
    email: 'mentor@jenjang.test',
    password: DEMO_PASSWORD,
    name: 'Ratna Kusumawati',
  },
  { role: 'mentor', email: 'mentor2@jenjang.test', password: DEMO_PASSWORD, name: 'Hendra Wijaya' },
  {
    role: 'employer',
    email: 'employer@jenjang.test',
    password: DEMO_PASSWORD,
    name: 'Sinta Rahmawati',
  },
  {
    role: 'employer',
    email: 'employer2@jenjang.test',
    password: DEMO_PASSWORD,
    name: 'Fajar Nugroho',
  },
  { role: 'admin', email: 'admin@jenjang.test', password: DEMO_PASSWORD, name: 'Admin Jenjang' },
  { role: 'admin', email: 'admin2@jenjang.test', password: DEMO_PASSWORD, name: 'Yoga Prasetyo' },
];

/** Rows for the users table (each with its own salt). */
export async function seededUserRows(): Promise<
  { email: string; name: string; role: Role; passwordHash: string }[]
> {
  return Promise.all(
    SEEDED_ACCOUNTS.map(async (account) => ({
      email: account.email,
      name: account.name,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    })),
  );
}
