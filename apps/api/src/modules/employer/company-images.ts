// The content check of a company logo or photo, before anything is stored: the kind from its
// magic bytes, the whole structure (nothing appended, no markup: the domain's
// imageStructureProblem), and the real dimensions read from the image's own header by
// image-size (pure JavaScript, no native decoder), which must agree on the kind.
import { createHash } from 'node:crypto';
import {
  COMPANY_IMAGE_LIMITS,
  COMPANY_IMAGE_TYPES,
  detectCompanyImageKind,
  imageStructureProblem,
  type CompanyImageKind,
  type CompanyImagePurpose,
} from '@jenjang/domain';
import { imageSize } from 'image-size';

export type CheckedImage = {
  kind: CompanyImageKind;
  contentType: string;
  extension: string;
  width: number;
  height: number;
  /** The first 32 hex digits of the SHA-256: the stored file's name (cache-safe forever). */
  contentHash: string;
};

export type ImageProblem =
  | 'empty'
  | 'tooLarge'
  | 'wrongType'
  | 'damaged'
  | 'trailingData'
  | 'markup'
  | 'tooSmall'
  | 'tooManyPixels';

const IMAGE_SIZE_TYPES: Record<CompanyImageKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
};

export function checkCompanyImage(
  bytes: Uint8Array,
  purpose: CompanyImagePurpose,
): { image: CheckedImage } | { problem: ImageProblem } {
  const limits = COMPANY_IMAGE_LIMITS[purpose];
  if (bytes.length === 0) return { problem: 'empty' };
  if (bytes.length > limits.maxBytes) return { problem: 'tooLarge' };
  const kind = detectCompanyImageKind(bytes);
  if (!kind) return { problem: 'wrongType' };
  const structure = imageStructureProblem(bytes, kind);
  if (structure) return { problem: structure };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { problem: 'damaged' };
  }
  const { width, height } = size;
  if (size.type !== IMAGE_SIZE_TYPES[kind] || !width || !height) return { problem: 'damaged' };
  if (Math.min(width, height) < limits.minSide) return { problem: 'tooSmall' };
  if (Math.max(width, height) > limits.maxSide || width * height > limits.maxPixels)
    return { problem: 'tooManyPixels' };
  return {
    image: {
      kind,
      ...COMPANY_IMAGE_TYPES[kind],
      width,
      height,
      contentHash: createHash('sha256').update(bytes).digest('hex').slice(0, 32),
    },
  };
}
