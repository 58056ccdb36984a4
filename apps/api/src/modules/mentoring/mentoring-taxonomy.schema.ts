import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

/** Mentoring categories (Karier & Rekrutmen, Teknologi & Data, ...): fixed, in a shown order. */
export const mentoringCategories = pgTable('mentoring_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
});

/** Topics a session is about; mentors may add one (POST topic/one), recorded with its author. */
export const mentoringTopics = pgTable('mentoring_topics', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => mentoringCategories.id),
  slug: text('slug').notNull().unique(),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en').notNull(),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const academicExpertiseCategories = pgTable('academic_expertise_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Academic expertise (Ilmu Komputer › Machine learning, ...); mentors may add one. */
export const academicExpertises = pgTable('academic_expertises', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => academicExpertiseCategories.id),
  slug: text('slug').notNull().unique(),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en').notNull(),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
