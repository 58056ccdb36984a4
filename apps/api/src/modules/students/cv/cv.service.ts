// Use cases of the job seeker's CV: upload (replacing the current one), read its metadata,
// download it, delete it. Each acts on the signed-in student's own CV only.
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CV_FILE_TYPES, sanitizeCvFileName } from '@jenjang/domain';
import { forbiddenError, type AuthUser } from '../../../platform/auth-guard';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import type { FileStorage } from '../../../platform/file-storage';
import type { ApiLocale } from '../../../platform/locale';
import { studentsError } from '../students.messages';
import type { StudentCv } from '@jenjang/domain';
import { checkCvFile } from './check-cv-file';
import { cvNotFoundError } from './cv.messages';
import {
  deleteCvRow,
  insertCv,
  lockStudentOfUser,
  selectCvOfStudent,
  selectStudentIdOfUser,
  type StudentCvRow,
} from './cv.queries';

export type StudentCvDeps = {
  db: Database;
  clock: Clock;
  fileStorage: FileStorage;
  log: { warn(details: object, message: string): void };
};

type Actor = { user: AuthUser; locale: ApiLocale };

export function toStudentCv(row: StudentCvRow): StudentCv {
  return {
    id: row.id,
    originalName: row.originalName,
    contentType: row.contentType,
    size: row.sizeBytes,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertStudentRole(actor: Actor) {
  if (actor.user.role !== 'student') throw forbiddenError(actor.locale);
}

async function requireStudentId(db: Database, actor: Actor): Promise<string> {
  assertStudentRole(actor);
  const studentId = await selectStudentIdOfUser(db, actor.user.id);
  if (!studentId) throw studentsError('USER_IS_NOT_STUDENT', actor.locale);
  return studentId;
}

/** Best effort after a commit: a file left behind is harmless, a failed request is not. */
async function removeStoredFile(deps: StudentCvDeps, storageKey: string) {
  try {
    await deps.fileStorage.delete(storageKey);
  } catch (error) {
    deps.log.warn({ err: error, storageKey }, 'could not delete a replaced CV file');
  }
}

/**
 * Stores the upload as the student's CV after checking what it is by its bytes (and, for a DOCX,
 * what its archive unpacks to: docx-archive.ts). The file is written first and the row swapped
 * in one transaction (the student row locked, so two uploads at once cannot both keep a file);
 * the replaced file is deleted after the commit.
 */
export async function uploadMyCv(
  deps: StudentCvDeps,
  actor: Actor & { file: { fileName: string; bytes: Buffer } },
): Promise<StudentCv> {
  const { bytes, fileName } = actor.file;
  const studentId = await requireStudentId(deps.db, actor);
  const kind = await checkCvFile(bytes, actor.locale);

  const type = CV_FILE_TYPES[kind];
  const storageKey = `student-cvs/${studentId}/${randomUUID()}.${type.extension}`;
  await deps.fileStorage.put(storageKey, bytes);
  let swap: { stored: StudentCvRow; replaced: StudentCvRow | null };
  try {
    swap = await deps.db.transaction(async (tx) => {
      const student = await lockStudentOfUser(tx, actor.user.id);
      if (!student) throw studentsError('USER_IS_NOT_STUDENT', actor.locale);
      const replaced = await selectCvOfStudent(tx, student.id);
      if (replaced) await deleteCvRow(tx, replaced.id);
      const stored = await insertCv(tx, {
        studentId: student.id,
        originalName: sanitizeCvFileName(fileName, kind),
        contentType: type.contentType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
        createdAt: deps.clock.now(),
      });
      return { stored, replaced };
    });
  } catch (error) {
    await removeStoredFile(deps, storageKey);
    throw error;
  }
  if (swap.replaced) await removeStoredFile(deps, swap.replaced.storageKey);
  return toStudentCv(swap.stored);
}

/** The current CV's metadata, or null when the student has none. */
export async function getMyCv(deps: StudentCvDeps, actor: Actor): Promise<StudentCv | null> {
  const studentId = await requireStudentId(deps.db, actor);
  const row = await selectCvOfStudent(deps.db, studentId);
  return row ? toStudentCv(row) : null;
}

export async function openMyCvFile(
  deps: StudentCvDeps,
  actor: Actor,
): Promise<{ cv: StudentCv; stream: Readable; size: number }> {
  const studentId = await requireStudentId(deps.db, actor);
  const row = await selectCvOfStudent(deps.db, studentId);
  if (!row) throw cvNotFoundError(actor.locale);
  const file = await deps.fileStorage.open(row.storageKey);
  if (!file) {
    deps.log.warn({ storageKey: row.storageKey }, 'the file of a CV row is missing');
    throw cvNotFoundError(actor.locale);
  }
  return { cv: toStudentCv(row), ...file };
}

export async function deleteMyCv(deps: StudentCvDeps, actor: Actor): Promise<{ deleted: true }> {
  assertStudentRole(actor);
  const removed = await deps.db.transaction(async (tx) => {
    const student = await lockStudentOfUser(tx, actor.user.id);
    if (!student) throw studentsError('USER_IS_NOT_STUDENT', actor.locale);
    const row = await selectCvOfStudent(tx, student.id);
    if (row) await deleteCvRow(tx, row.id);
    return row;
  });
  if (!removed) throw cvNotFoundError(actor.locale);
  await removeStoredFile(deps, removed.storageKey);
  return { deleted: true };
}
