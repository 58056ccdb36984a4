// The seeded job seekers' CVs on file, stored the way an upload is (cv.service.ts uploadMyCv):
// the bytes in file storage under student-cvs/<student>/<uuid>.pdf, the row in student_cvs with
// the name, type, size and SHA-256 of what was stored. The files are the PDFs the CV review seed
// writes (cv-reviews.ts), so the CV on a seeker's profile is the one they had analysed; employers
// open it from the candidate page. Written inside the seed's transaction: a rolled-back seed can
// leave a file behind, which is harmless.
import { createHash, randomUUID } from 'node:crypto';
import { CV_FILE_TYPES, sanitizeCvFileName } from '@jenjang/domain';
import type { Database } from '../src/platform/db';
import type { FileStorage } from '../src/platform/file-storage';
import { insertCv, selectStudentIdOfUser } from '../src/modules/students/cv/cv.queries';
import type { ReadDemoCv } from './cv-reviews';

const DAY_MS = 86_400_000;

/** Each seeker's CV on file: their readable PDF, uploaded the day before its first analysis. */
export async function seedStudentCvs(
  tx: Database,
  input: {
    now: Date;
    fileStorage: FileStorage;
    userIdsByEmail: Map<string, string>;
    cvs: readonly ReadDemoCv[];
  },
): Promise<number> {
  const readable = input.cvs.filter((cv) => cv.kind === 'pdf' && cv.extraction.ok);
  const emails = [...new Set(readable.map((cv) => cv.email))];
  let stored = 0;
  for (const email of emails) {
    const userId = input.userIdsByEmail.get(email);
    const studentId = userId ? await selectStudentIdOfUser(tx, userId) : null;
    const mine = readable.filter((cv) => cv.email === email);
    const cv = mine.sort((a, b) => b.daysAgo - a.daysAgo)[0];
    if (!studentId || !cv) continue;
    const storageKey = `student-cvs/${studentId}/${randomUUID()}.${CV_FILE_TYPES.pdf.extension}`;
    await input.fileStorage.put(storageKey, cv.bytes);
    await insertCv(tx, {
      studentId,
      originalName: sanitizeCvFileName(cv.fileName, 'pdf'),
      contentType: CV_FILE_TYPES.pdf.contentType,
      sizeBytes: cv.bytes.length,
      sha256: createHash('sha256').update(cv.bytes).digest('hex'),
      storageKey,
      createdAt: new Date(input.now.getTime() - (cv.daysAgo + 1) * DAY_MS),
    });
    stored += 1;
  }
  return stored;
}
