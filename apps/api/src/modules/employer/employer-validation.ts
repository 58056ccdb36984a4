// Checks of an employer's input that need the database: the taxonomy ids a job or a company
// names must exist (the contract sees only numbers). A missing one is a 400 naming the field,
// never the foreign-key failure it would become.
import { fieldMessageText } from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { domainLocale } from '../../platform/error-messages';
import type { ApiLocale } from '../../platform/locale';
import { validationError } from '../auth/auth.messages';

type References = { cityId?: number | null; jobRoleId?: number | null; industryId?: number | null };

const TABLES = { cityId: 'cities', jobRoleId: 'job_roles', industryId: 'industries' } as const;

export async function checkReferences(
  db: Database,
  refs: References,
  locale: ApiLocale,
): Promise<void> {
  const fields = (Object.keys(TABLES) as (keyof References)[]).filter(
    (field) => refs[field] !== undefined && refs[field] !== null,
  );
  const missing: string[] = [];
  for (const field of fields) {
    const rows = await selectRows<{ one: number }>(
      db,
      sql`SELECT 1 AS one FROM ${sql.raw(TABLES[field])} WHERE id = ${refs[field]}::int`,
    );
    if (rows.length === 0) missing.push(field);
  }
  if (missing.length > 0)
    throw validationError(
      locale,
      missing.map((field) => ({
        field,
        message: fieldMessageText('notAllowed', domainLocale(locale)),
      })),
    );
}
