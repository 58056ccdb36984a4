import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Cities keep the spec's fixed ids (Jakarta 49180, Bandung 179, ...), so no serial here. */
export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  province: text('province').notNull(),
  countryName: text('country_name').notNull().default('Indonesia'),
});

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en').notNull(),
});

export const jobRoleCategories = pgTable('job_role_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en').notNull(),
});

export const jobRoles = pgTable('job_roles', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => jobRoleCategories.id),
  slug: text('slug').notNull().unique(),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en').notNull(),
});
