import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    role: text('role').notNull().default('student'),
    /**
     * 'imported': created when an application arrived before the person had an account; it has
     * no password until its owner proves the address with an emailed code and sets one.
     */
    status: text('status').notNull().default('active'),
    /** argon2id PHC string; null for imported accounts and provider-only accounts. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are unique regardless of case: one account per address.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} IN ('student','mentor','employer','admin')`),
    check('users_status_check', sql`${t.status} IN ('active','imported')`),
  ],
);

/**
 * One signed-in device: the family of its refresh tokens. Access tokens carry its id, and the
 * auth guard refuses them once the session is revoked or past its absolute age.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end: refreshing never extends a session past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, refresh_reuse, password_changed, password_reset */
    revokedReason: text('revoked_reason'),
    /** How the session began: password, google, otp, reset. */
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once and then replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * Short-lived secrets sent by mail or handed out once: 6-digit codes (password reset, imported
 * account) and reset tokens. Only an HMAC of the secret is stored; a code dies after its tries.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** password_reset_code, password_reset_token, imported_account_code */
    purpose: text('purpose').notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt.desc()),
    uniqueIndex('auth_codes_secret_hash_idx').on(t.secretHash),
    check(
      'auth_codes_purpose_check',
      sql`${t.purpose} IN ('password_reset_code','password_reset_token','imported_account_code')`,
    ),
  ],
);

/** Accounts at identity providers, identified by (issuer, subject), never by email alone. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider vouched for when the identity was linked. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * Sign-ups waiting for their emailed code (docs/decisions/010). The account is created only when
 * the code comes back, so nobody can hold an address they have not proven: one request per
 * address (a newer one replaces it), and whoever reads that mailbox decides. Holds the chosen
 * password's argon2id hash and the code's HMAC, never the code; rows die with their code.
 */
export const signUpRequests = pgTable(
  'sign_up_requests',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased, like every address the API accepts. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** The account's role once verified: job seekers, employers (/employer), mentors (/mentor). */
    role: text('role').notNull().default('student'),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sign_up_requests_email_idx').on(t.email),
    index('sign_up_requests_expires_idx').on(t.expiresAt),
    check('sign_up_requests_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('sign_up_requests_attempts_check', sql`${t.attempts} >= 0`),
    check('sign_up_requests_role_check', sql`${t.role} IN ('student','employer','mentor')`),
  ],
);
