import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { studentProfiles } from '../students.schema';

/**
 * A job seeker's current CV: the metadata here, the bytes in file storage under `storageKey`.
 * One per student (unique index); replacing it deletes the old file.
 */
export const studentCvs = pgTable(
  'student_cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    /** As uploaded, sanitised, with the extension of what the content really is. */
    originalName: text('original_name').notNull(),
    /** From the content, never from the upload's Content-Type. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_cvs_student_idx').on(t.studentId),
    uniqueIndex('student_cvs_storage_key_idx').on(t.storageKey),
    check('student_cvs_size_check', sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= 5242880`),
    check(
      'student_cvs_content_type_check',
      sql`${t.contentType} IN ('application/pdf','application/vnd.openxmlformats-officedocument.wordprocessingml.document')`,
    ),
  ],
);
