// Tech tests: the candidate hands in a link or a file (checked by its content, as CVs are) for
// the tech-test step the application stands at, before the deadline (23:59:59 WIB).
import { createHash, randomUUID } from 'node:crypto';
import {
  CV_FILE_TYPES,
  detectCvFileKind,
  ensureHttps,
  isDeadlinePassed,
  sanitizeCvFileName,
  TECH_TEST_FILE_MAX_BYTES,
  type ApplicationTechTestDetail,
} from '@jenjang/domain';
import type { FileStorage } from '../../platform/file-storage';
import { inspectDocxArchive } from '../students/cv/docx-archive';
import { techTestDetail } from './application-view';
import { applicationsError, techTestFileError } from './applications.messages';
import { lockApplication, selectTechTestsOf } from './applications.queries';
import { isUuid, requireStudent, type Actor } from './apply.service';
import { moveApplication, type MoveDeps } from './move-application.service';
import { recordTechTestSubmission } from './status.queries';

export type TechTestDeps = MoveDeps & {
  fileStorage: FileStorage;
  log: { warn(details: object, message: string): void };
};

type Submission =
  | { kind: 'link'; url: string }
  | {
      kind: 'file';
      fileName: string;
      contentType: string;
      sizeBytes: number;
      sha256: string;
      storageKey: string;
    };

async function submit(
  deps: TechTestDeps,
  actor: Actor & { applicationId: string; stepId: string },
  submission: Submission,
): Promise<ApplicationTechTestDetail> {
  const now = deps.clock.now();
  const recorded = await deps.db.transaction(async (tx) => {
    const app = await lockApplication(tx, actor.applicationId);
    if (!app || app.userId !== actor.user.id)
      throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
    const test = (await selectTechTestsOf(tx, [app.id])).find(
      (t) => t.recruitmentStepId === actor.stepId,
    );
    const open =
      test !== undefined &&
      test.submittedAt === null &&
      app.withdrawnAt === null &&
      app.status === 'techTestSent' &&
      app.recruitmentStepId === actor.stepId &&
      (test.deadlineDate === null || !isDeadlinePassed(test.deadlineDate, now));
    if (!open || !test) throw applicationsError('TECH_TEST_CLOSED', actor.locale);
    return recordTechTestSubmission(tx, { id: test.id, at: now, ...submission });
  });
  if (!recorded) throw applicationsError('TECH_TEST_CLOSED', actor.locale);
  await moveApplication(deps, {
    applicationId: actor.applicationId,
    to: 'techTestSubmitted',
    stepId: actor.stepId,
    actor: 'candidate',
    actorUserId: actor.user.id,
    locale: actor.locale,
  });
  return techTestDetail(recorded);
}

export async function submitTechTestLink(
  deps: TechTestDeps,
  actor: Actor & { applicationId: string; stepId: string; url: string },
): Promise<ApplicationTechTestDetail> {
  await requireStudent(deps.db, actor);
  if (!isUuid(actor.applicationId)) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  if (!isUuid(actor.stepId)) throw applicationsError('TECH_TEST_CLOSED', actor.locale);
  return submit(deps, actor, { kind: 'link', url: ensureHttps(actor.url) });
}

export async function submitTechTestFile(
  deps: TechTestDeps,
  actor: Actor & {
    applicationId: string;
    stepId: string;
    file: { fileName: string; bytes: Buffer };
  },
): Promise<ApplicationTechTestDetail> {
  await requireStudent(deps.db, actor);
  if (!isUuid(actor.applicationId)) throw applicationsError('APPLICATION_NOT_FOUND', actor.locale);
  if (!isUuid(actor.stepId)) throw applicationsError('TECH_TEST_CLOSED', actor.locale);
  const { bytes, fileName } = actor.file;
  if (bytes.length === 0) throw techTestFileError('empty', actor.locale);
  if (bytes.length > TECH_TEST_FILE_MAX_BYTES) throw techTestFileError('tooLarge', actor.locale);
  const kind = detectCvFileKind(bytes);
  if (!kind) throw techTestFileError('wrongType', actor.locale);
  if (kind === 'docx' && (await inspectDocxArchive(bytes)))
    throw techTestFileError('unsafe', actor.locale);
  const type = CV_FILE_TYPES[kind];
  const storageKey = `tech-tests/${actor.applicationId}/${randomUUID()}.${type.extension}`;
  await deps.fileStorage.put(storageKey, bytes);
  try {
    return await submit(deps, actor, {
      kind: 'file',
      fileName: sanitizeCvFileName(fileName, kind),
      contentType: type.contentType,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
    });
  } catch (error) {
    // Nothing refers to the stored file when the submission was refused.
    await deps.fileStorage.delete(storageKey).catch((err: unknown) => {
      deps.log.warn({ err, storageKey }, 'could not delete a refused tech-test file');
    });
    throw error;
  }
}
