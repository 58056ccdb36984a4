// The browser's early check of a chosen CV: the same rules the API enforces (domain/cv-file),
// so the person hears about a wrong or oversized file before waiting for an upload.
import { CV_MAX_BYTES, detectCvFileKind } from '@jenjang/domain';

/** Keys of profile.onboarding.errors (the file is not part of a JSON contract). */
export type CvErrorKey = 'cvType' | 'cvTooLarge' | 'cvEmpty';

export function checkCvBytes(bytes: Uint8Array): CvErrorKey | null {
  if (bytes.length === 0) return 'cvEmpty';
  if (bytes.length > CV_MAX_BYTES) return 'cvTooLarge';
  return detectCvFileKind(bytes) ? null : 'cvType';
}

/** Reads the file only when its size is acceptable (a 2 GB pick is refused without reading). */
export async function checkCvFile(file: Blob): Promise<CvErrorKey | null> {
  if (file.size === 0) return 'cvEmpty';
  if (file.size > CV_MAX_BYTES) return 'cvTooLarge';
  return checkCvBytes(new Uint8Array(await file.arrayBuffer()));
}
