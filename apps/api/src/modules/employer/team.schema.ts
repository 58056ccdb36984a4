// A company's team (issue 13): invitations by email and requests to join. Members themselves are
// company_members (applications.schema.ts), which gained a role in migration 0014.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { companies } from '../companies/companies.schema';

/** An invitation mailed to an address; the link holds a token, the row only its hash. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased, like every address the API accepts. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('company_invitations_token_idx').on(t.tokenHash),
    // One open invitation per address and company: inviting again replaces it.
    uniqueIndex('company_invitations_open_idx')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} IS NULL`),
    check('company_invitations_role_check', sql`${t.role} IN ('owner','recruiter')`),
    check('company_invitations_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'company_invitations_accepted_check',
      sql`(${t.acceptedAt} IS NULL) = (${t.acceptedBy} IS NULL)`,
    ),
  ],
);

/** An employer asks to join a company; an owner approves or declines. */
export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One waiting request per employer, whichever the company.
    uniqueIndex('company_join_requests_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('company_join_requests_company_idx').on(t.companyId),
    check(
      'company_join_requests_status_check',
      sql`${t.status} IN ('pending','approved','declined')`,
    ),
    check(
      'company_join_requests_decided_check',
      sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`,
    ),
  ],
);
