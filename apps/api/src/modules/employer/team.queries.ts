// SQL of companies as their employers see them: membership, the team, invitations and join
// requests. Every statement that acts on a team names the company, so a row of another company
// is never touched whatever id is sent.
import type { CompanyMemberRole } from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type MembershipRow = {
  companyId: string;
  role: CompanyMemberRole;
  slug: string;
  name: string;
  industryId: number | null;
  cityId: number | null;
  size: string | null;
  website: string | null;
  description: string;
};

export async function selectMembership(
  db: Database,
  userId: string,
): Promise<MembershipRow | null> {
  const rows = await selectRows<MembershipRow>(
    db,
    sql`SELECT m.company_id AS "companyId", m.role, c.slug, c.name, c.industry_id AS "industryId",
               c.city_id AS "cityId", c.size, c.website, c.description_id AS description
        FROM company_members m JOIN companies c ON c.id = m.company_id
        WHERE m.user_id = ${userId}::uuid`,
  );
  return rows[0] ?? null;
}

export async function selectPendingJoinRequestOf(
  db: Database,
  userId: string,
): Promise<{ id: string; companyName: string; createdAt: Date | string } | null> {
  const rows = await selectRows<{ id: string; companyName: string; createdAt: Date | string }>(
    db,
    sql`SELECT r.id, c.name AS "companyName", r.created_at AS "createdAt"
        FROM company_join_requests r JOIN companies c ON c.id = r.company_id
        WHERE r.user_id = ${userId}::uuid AND r.status = 'pending'`,
  );
  return rows[0] ?? null;
}

export async function slugExists(db: Database, slug: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM companies WHERE slug = ${slug}`,
  );
  return rows.length > 0;
}

/** The company and its first owner in one statement; null when the slug was taken meanwhile. */
export async function insertCompanyWithOwner(
  tx: Database,
  input: {
    slug: string;
    name: string;
    industryId: number | null;
    cityId: number | null;
    size: string;
    website: string | null;
    description: string;
    ownerId: string;
    now: Date;
  },
): Promise<string | null> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO companies (slug, name, industry_id, city_id, size, website, description_id,
                               description_en, created_at, updated_at)
        VALUES (${input.slug}, ${input.name}, ${input.industryId}, ${input.cityId}, ${input.size},
                ${input.website}, ${input.description}, ${input.description}, ${input.now},
                ${input.now})
        ON CONFLICT (slug) DO NOTHING
        RETURNING id`,
  );
  const id = rows[0]?.id;
  if (!id) return null;
  await tx.execute(
    sql`INSERT INTO company_members (user_id, company_id, role, created_at)
        VALUES (${input.ownerId}::uuid, ${id}::uuid, 'owner', ${input.now})`,
  );
  return id;
}

export async function searchCompaniesByName(
  db: Database,
  input: { q: string; limit: number },
): Promise<{ id: string; slug: string; name: string; cityName: string | null }[]> {
  const pattern = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectRows(
    db,
    sql`SELECT c.id, c.slug, c.name, ci.name AS "cityName"
        FROM companies c LEFT JOIN cities ci ON ci.id = c.city_id
        WHERE c.name ILIKE ${pattern}
        ORDER BY (lower(c.name) = lower(${input.q})) DESC, length(c.name), c.name
        LIMIT ${input.limit}`,
  );
}

export async function companyExists(db: Database, companyId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM companies WHERE id = ${companyId}::uuid`,
  );
  return rows.length > 0;
}

/** null: a pending request of this employer exists already (the partial unique index). */
export async function insertJoinRequest(
  db: Database,
  input: { companyId: string; userId: string; message: string; now: Date },
): Promise<string | null> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO company_join_requests (company_id, user_id, message, created_at)
        VALUES (${input.companyId}::uuid, ${input.userId}::uuid, ${input.message}, ${input.now})
        ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING
        RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export type TeamMemberRow = {
  userId: string;
  name: string;
  email: string;
  role: CompanyMemberRole;
  joinedAt: Date | string;
};

export async function selectMembers(db: Database, companyId: string): Promise<TeamMemberRow[]> {
  return selectRows(
    db,
    sql`SELECT m.user_id AS "userId", u.name, u.email, m.role, m.created_at AS "joinedAt"
        FROM company_members m JOIN users u ON u.id = m.user_id
        WHERE m.company_id = ${companyId}::uuid
        ORDER BY (m.role = 'owner') DESC, m.created_at, u.name`,
  );
}

export type InvitationRow = {
  id: string;
  email: string;
  role: CompanyMemberRole;
  expiresAt: Date | string;
  createdAt: Date | string;
};

export async function selectOpenInvitations(
  db: Database,
  input: { companyId: string; now: Date },
): Promise<InvitationRow[]> {
  return selectRows(
    db,
    sql`SELECT id, email, role, expires_at AS "expiresAt", created_at AS "createdAt"
        FROM company_invitations
        WHERE company_id = ${input.companyId}::uuid AND accepted_at IS NULL
          AND expires_at > ${input.now}
        ORDER BY created_at DESC`,
  );
}

export type JoinRequestRow = {
  id: string;
  userId: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date | string;
};

export async function selectPendingJoinRequests(
  db: Database,
  companyId: string,
): Promise<JoinRequestRow[]> {
  return selectRows(
    db,
    sql`SELECT r.id, r.user_id AS "userId", u.name, u.email, r.message, r.created_at AS "createdAt"
        FROM company_join_requests r JOIN users u ON u.id = r.user_id
        WHERE r.company_id = ${companyId}::uuid AND r.status = 'pending'
        ORDER BY r.created_at`,
  );
}

export async function isMemberEmail(
  db: Database,
  input: { companyId: string; email: string },
): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM company_members m JOIN users u ON u.id = m.user_id
        WHERE m.company_id = ${input.companyId}::uuid AND lower(u.email) = ${input.email}`,
  );
  return rows.length > 0;
}

/** Inviting an address again replaces its open invitation (a new token, a new expiry). */
export async function upsertInvitation(
  db: Database,
  input: {
    companyId: string;
    email: string;
    role: CompanyMemberRole;
    tokenHash: string;
    invitedBy: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO company_invitations
          (company_id, email, role, token_hash, invited_by, created_at, expires_at)
        VALUES (${input.companyId}::uuid, ${input.email}, ${input.role}, ${input.tokenHash},
                ${input.invitedBy}::uuid, ${input.now}, ${input.expiresAt})
        ON CONFLICT (company_id, email) WHERE accepted_at IS NULL DO UPDATE
          SET role = EXCLUDED.role, token_hash = EXCLUDED.token_hash,
              invited_by = EXCLUDED.invited_by, created_at = EXCLUDED.created_at,
              expires_at = EXCLUDED.expires_at
        RETURNING id`,
  );
  return rows[0]!.id;
}

export async function deleteOpenInvitation(
  db: Database,
  input: { companyId: string; id: string },
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`DELETE FROM company_invitations
        WHERE id = ${input.id}::uuid AND company_id = ${input.companyId}::uuid
          AND accepted_at IS NULL
        RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Takes a live invitation for this address, once: of two acceptances racing, one wins.
 * Returns its company and role.
 */
export async function claimInvitation(
  tx: Database,
  input: { tokenHash: string; email: string; userId: string; now: Date },
): Promise<{ companyId: string; role: CompanyMemberRole } | null> {
  const rows = await selectRows<{ companyId: string; role: CompanyMemberRole }>(
    tx,
    sql`UPDATE company_invitations SET accepted_at = ${input.now}, accepted_by = ${input.userId}::uuid
        WHERE token_hash = ${input.tokenHash} AND email = ${input.email}
          AND accepted_at IS NULL AND expires_at > ${input.now}
        RETURNING company_id AS "companyId", role`,
  );
  return rows[0] ?? null;
}

/** false: the user is in a company already (the one-company unique index). */
export async function insertMember(
  tx: Database,
  input: { userId: string; companyId: string; role: CompanyMemberRole; now: Date },
): Promise<boolean> {
  const rows = await selectRows<{ userId: string }>(
    tx,
    sql`INSERT INTO company_members (user_id, company_id, role, created_at)
        VALUES (${input.userId}::uuid, ${input.companyId}::uuid, ${input.role}, ${input.now})
        ON CONFLICT DO NOTHING
        RETURNING user_id AS "userId"`,
  );
  return rows.length > 0;
}

/** Decides a pending request of this company, once; returns the asker. */
export async function decideJoinRequest(
  tx: Database,
  input: {
    companyId: string;
    id: string;
    status: 'approved' | 'declined';
    by: string;
    now: Date;
  },
): Promise<{ userId: string } | null> {
  const rows = await selectRows<{ userId: string }>(
    tx,
    sql`UPDATE company_join_requests
        SET status = ${input.status}, decided_at = ${input.now}, decided_by = ${input.by}::uuid
        WHERE id = ${input.id}::uuid AND company_id = ${input.companyId}::uuid
          AND status = 'pending'
        RETURNING user_id AS "userId"`,
  );
  return rows[0] ?? null;
}

/** Owners of a company change one at a time: this row lock orders them (last-owner rule). */
export async function lockCompany(tx: Database, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM companies WHERE id = ${companyId}::uuid FOR UPDATE`);
}

export type MemberChange = 'done' | 'missing' | 'lastOwner';

/**
 * Changes a member's role unless that leaves the company without an owner. Runs after
 * lockCompany in the same transaction, so two owners demoting each other cannot both pass.
 */
export async function updateMemberRole(
  tx: Database,
  input: { companyId: string; userId: string; role: CompanyMemberRole },
): Promise<MemberChange> {
  const rows = await selectRows<{ userId: string }>(
    tx,
    sql`UPDATE company_members m SET role = ${input.role}
        WHERE m.company_id = ${input.companyId}::uuid AND m.user_id = ${input.userId}::uuid
          AND (${input.role} = 'owner' OR m.role <> 'owner' OR EXISTS (
            SELECT 1 FROM company_members o
            WHERE o.company_id = m.company_id AND o.role = 'owner' AND o.user_id <> m.user_id))
        RETURNING m.user_id AS "userId"`,
  );
  if (rows.length > 0) return 'done';
  return (await memberExists(tx, input)) ? 'lastOwner' : 'missing';
}

/** Removes a member unless it is the company's last owner (after lockCompany, as above). */
export async function deleteMember(
  tx: Database,
  input: { companyId: string; userId: string },
): Promise<MemberChange> {
  const rows = await selectRows<{ userId: string }>(
    tx,
    sql`DELETE FROM company_members m
        WHERE m.company_id = ${input.companyId}::uuid AND m.user_id = ${input.userId}::uuid
          AND (m.role <> 'owner' OR EXISTS (
            SELECT 1 FROM company_members o
            WHERE o.company_id = m.company_id AND o.role = 'owner' AND o.user_id <> m.user_id))
        RETURNING m.user_id AS "userId"`,
  );
  if (rows.length > 0) return 'done';
  return (await memberExists(tx, input)) ? 'lastOwner' : 'missing';
}

async function memberExists(
  tx: Database,
  input: { companyId: string; userId: string },
): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one FROM company_members
        WHERE company_id = ${input.companyId}::uuid AND user_id = ${input.userId}::uuid`,
  );
  return rows.length > 0;
}

export async function selectUserContact(
  db: Database,
  userId: string,
): Promise<{ email: string; name: string } | null> {
  const rows = await selectRows<{ email: string; name: string }>(
    db,
    sql`SELECT lower(email) AS email, name FROM users WHERE id = ${userId}::uuid`,
  );
  return rows[0] ?? null;
}
