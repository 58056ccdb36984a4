// The CV or portfolio a mentee attaches to a booking: checked by content exactly like the
// student CV upload (PDF, or a DOCX whose archive is safe to open; at most 5 MB), kept in the
// file storage, readable by the two parties of the session only.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CV_FILE_TYPES, CV_MAX_BYTES, detectCvFileKind, sanitizeCvFileName } from '@jenjang/domain';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import type { ApiLocale } from '../../platform/locale';
import { cvFileError, cvTooLargeError } from '../students/cv/cv.messages';
import { inspectDocxArchive } from '../students/cv/docx-archive';
import { loadOwnSession, type SessionDeps, type Viewer } from './session-access';
import { sessionsError } from './sessions.messages';

export type UploadedFile = { fileName: string; bytes: Buffer };
export type StoredAttachment = { fileKey: string; name: string; mime: string; size: number };

/** The CV upload's errors, naming the `attachment` field. */
function asAttachmentError(error: AppError): AppError {
  return new AppError(
    error.messageId,
    error.message,
    error.details?.map((d) => ({ ...d, field: 'attachment' })),
    error.statusCode,
  );
}

/** Checks the bytes (as the CV upload does) and stores them; the caller removes them on failure. */
export async function storeAttachment(
  storage: FileStorage,
  input: { menteeUserId: string; file: UploadedFile; locale: ApiLocale },
): Promise<StoredAttachment> {
  const { bytes, fileName } = input.file;
  if (bytes.length === 0) throw asAttachmentError(cvFileError('empty', input.locale));
  if (bytes.length > CV_MAX_BYTES) throw asAttachmentError(cvTooLargeError(input.locale));
  const kind = detectCvFileKind(bytes);
  if (!kind) throw asAttachmentError(cvFileError('wrongType', input.locale));
  if (kind === 'docx') {
    const problem = await inspectDocxArchive(bytes);
    if (problem) throw asAttachmentError(cvFileError(problem, input.locale));
  }
  const type = CV_FILE_TYPES[kind];
  const fileKey = `mentoring-attachments/${input.menteeUserId}/${randomUUID()}.${type.extension}`;
  await storage.put(fileKey, bytes);
  return {
    fileKey,
    name: sanitizeCvFileName(fileName, kind),
    mime: type.contentType,
    size: bytes.length,
  };
}

/** Best effort: a file left behind is harmless, a failed request is not. */
export async function removeAttachment(
  deps: Pick<SessionDeps, 'fileStorage' | 'log'>,
  fileKey: string,
) {
  try {
    await deps.fileStorage.delete(fileKey);
  } catch (error) {
    deps.log.warn({ err: error, fileKey }, 'could not delete a mentoring attachment');
  }
}

/** GET session/one/attachment: the bytes, for the mentee or the mentor of the session. */
export async function openSessionAttachment(
  deps: SessionDeps,
  viewer: Viewer,
  id: string,
): Promise<{ name: string; contentType: string; stream: Readable; size: number }> {
  const { row } = await loadOwnSession(deps, viewer, id);
  if (!row.attachmentFileKey || !row.attachmentName)
    throw sessionsError('SESSION_NOT_FOUND', viewer.locale);
  const file = await deps.fileStorage.open(row.attachmentFileKey);
  if (!file) {
    deps.log.warn(
      { fileKey: row.attachmentFileKey },
      'the file of a session attachment is missing',
    );
    throw sessionsError('SESSION_NOT_FOUND', viewer.locale);
  }
  return {
    name: row.attachmentName,
    contentType: row.attachmentMime ?? 'application/octet-stream',
    ...file,
  };
}
