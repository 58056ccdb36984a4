// Tables of the employer area. Today: the "book a demo" requests of /pasang-loker-gratis.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-cased, as every address the API accepts. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    companyName: text('company_name').notNull(),
    jobTitle: text('job_title'),
    companySize: text('company_size').notNull(),
    needs: text('needs'),
    plan: text('plan'),
    /** The language the visitor used: the sales team answers in it. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('demo_requests_created_idx').on(t.createdAt),
    check('demo_requests_locale_check', sql`${t.locale} in ('id', 'en')`),
    check(
      'demo_requests_company_size_check',
      sql`${t.companySize} in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001+')`,
    ),
  ],
);
