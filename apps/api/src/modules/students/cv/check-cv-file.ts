// What an uploaded CV is, by its bytes: a PDF, or a DOCX whose archive is safe to open (at most
// 5 MB, not empty). The profile upload and the CV analyzer check files with this one function.
import { CV_MAX_BYTES, detectCvFileKind, type CvFileKind } from '@jenjang/domain';
import type { ApiLocale } from '../../../platform/locale';
import { cvFileError, cvTooLargeError } from './cv.messages';
import { inspectDocxArchive } from './docx-archive';

/** The file's kind; throws the upload's field errors (VALIDATION_ERROR, PAYLOAD_TOO_LARGE). */
export async function checkCvFile(bytes: Buffer, locale: ApiLocale): Promise<CvFileKind> {
  if (bytes.length === 0) throw cvFileError('empty', locale);
  if (bytes.length > CV_MAX_BYTES) throw cvTooLargeError(locale);
  const kind = detectCvFileKind(bytes);
  if (!kind) throw cvFileError('wrongType', locale);
  if (kind === 'docx') {
    const problem = await inspectDocxArchive(bytes);
    if (problem) throw cvFileError(problem, locale);
  }
  return kind;
}
