// The demo employers' teams: employer@jenjang.test owns its company (seed/applications.ts makes
// the seeded employers owners) and its members page shows one open invitation and one request to
// join, so an owner sees both lists lived-in on a first `npm start`.
import { createHash } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db';

const DAY_MS = 86_400_000;

export async function seedCompanyTeams(
  tx: Database,
  input: { now: Date; userIdsByEmail: Map<string, string> },
): Promise<void> {
  const owner = input.userIdsByEmail.get('employer@jenjang.test');
  if (!owner) return;
  const [membership] = await selectRows<{ companyId: string }>(
    tx,
    sql`SELECT company_id AS "companyId" FROM company_members WHERE user_id = ${owner}::uuid`,
  );
  if (!membership) return;
  const invitedAt = new Date(input.now.getTime() - 2 * DAY_MS);
  // A fixed token keeps the seed deterministic; only the invited address could accept it.
  const tokenHash = createHash('sha256').update('demo-invitation-rekrutmen').digest('base64url');
  await tx.execute(
    sql`INSERT INTO company_invitations
          (company_id, email, role, token_hash, invited_by, created_at, expires_at)
        VALUES (${membership.companyId}::uuid, 'rekrutmen.baru@jenjang.test', 'recruiter',
                ${tokenHash}, ${owner}::uuid, ${invitedAt},
                ${new Date(invitedAt.getTime() + INVITATION_TTL_DAYS * DAY_MS)})
        ON CONFLICT DO NOTHING`,
  );
  // The asker is an employer account of its own, without a password (it never signs in here).
  const [asker] = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO users (email, name, role, status, created_at, updated_at)
        VALUES ('dimas.pratama@jenjang.test', 'Dimas Pratama', 'employer', 'imported',
                ${invitedAt}, ${invitedAt})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (!asker) return;
  await tx.execute(
    sql`INSERT INTO company_join_requests (company_id, user_id, message, created_at)
        VALUES (${membership.companyId}::uuid, ${asker.id}::uuid,
                'Saya tim talent acquisition yang baru bergabung minggu ini.',
                ${new Date(input.now.getTime() - DAY_MS)})
        ON CONFLICT DO NOTHING`,
  );
}
