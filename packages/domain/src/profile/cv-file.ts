// What a CV upload may be: a PDF or a DOCX of at most 5 MB, recognised by its bytes. The name
// and the Content-Type a browser sends are the sender's claims, so they decide nothing here.
// Pure and byte-based, so the API enforces it and the web can pre-check before uploading.

export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
} as const;
export type CvFileKind = keyof typeof CV_FILE_TYPES;

/** For `<input accept>`: a hint to the file picker only. */
export const CV_ACCEPT_ATTRIBUTE = `.pdf,.docx,${CV_FILE_TYPES.pdf.contentType},${CV_FILE_TYPES.docx.contentType}`;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_LOCAL_HEADER = 0x04034b50; // "PK\x03\x04"
const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP_CENTRAL_FILE_HEADER = 0x02014b50;
const EOCD_MIN_SIZE = 22;
const ZIP_MAX_COMMENT = 0xffff;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, i) => bytes[i] === byte);
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** One file of a ZIP, as its central directory describes it (the claims, not yet checked). */
export type ZipEntry = {
  name: string;
  /** General-purpose flags; bit 0 = encrypted. */
  flags: number;
  /** 0 = stored, 8 = deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
};

export type ZipDirectory = { entries: ZipEntry[]; directoryOffset: number };

/**
 * The entries of a ZIP's central directory, or null when the bytes are not a well-formed ZIP
 * (no end record, offsets outside the file, a broken entry). ZIP64 is refused: a CV of 5 MB
 * never needs it.
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory | null {
  if (bytes.length < EOCD_MIN_SIZE + 4) return null;
  const data = view(bytes);
  if (data.getUint32(0, true) !== ZIP_LOCAL_HEADER) return null;
  // The end record sits at the very end, followed only by an optional comment.
  const lowest = Math.max(0, bytes.length - EOCD_MIN_SIZE - ZIP_MAX_COMMENT);
  let end = -1;
  for (let at = bytes.length - EOCD_MIN_SIZE; at >= lowest; at--) {
    if (data.getUint32(at, true) === ZIP_END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entryCount = data.getUint16(end + 10, true);
  const directorySize = data.getUint32(end + 12, true);
  const directoryOffset = data.getUint32(end + 16, true);
  if (directoryOffset + directorySize > end) return null;

  const decoder = new TextDecoder('utf-8', { fatal: false });
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < entryCount; i++) {
    if (at + 46 > end || data.getUint32(at, true) !== ZIP_CENTRAL_FILE_HEADER) return null;
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: data.getUint16(at + 8, true),
      method: data.getUint16(at + 10, true),
      compressedSize: data.getUint32(at + 20, true),
      uncompressedSize: data.getUint32(at + 24, true),
      localHeaderOffset: data.getUint32(at + 42, true),
    });
    at = next;
  }
  return { entries, directoryOffset };
}

/** The names in a ZIP's central directory, or null when the bytes are not a well-formed ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return readZipDirectory(bytes)?.entries.map((entry) => entry.name) ?? null;
}

/**
 * The kind of CV these bytes are, or null when they are neither a PDF nor a DOCX. A DOCX is a
 * ZIP whose central directory lists `word/document.xml`; one that also carries a macro project
 * (`word/vbaProject.bin`, i.e. a renamed .docm) is refused.
 */
export function detectCvFileKind(bytes: Uint8Array): CvFileKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  const names = zipEntryNames(bytes);
  if (!names) return null;
  if (!names.includes('word/document.xml')) return null;
  if (names.some((name) => name.toLowerCase() === 'word/vbaproject.bin')) return null;
  return 'docx';
}

const UNSAFE_NAME_CHARACTERS = /[^\p{L}\p{N} ._()+,-]+/gu;
const MAX_NAME_LENGTH = 100;

/**
 * A name that is safe to store and to send back in Content-Disposition: the last path segment
 * only, letters, digits and a few punctuation marks, at most 100 characters, and the extension
 * of what the content really is (a PDF uploaded as "cv.png" comes back as "cv.pdf").
 */
export function sanitizeCvFileName(raw: string, kind: CvFileKind): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const withoutExtension = lastSegment.replace(/\.[^.]*$/, '');
  const cleaned = withoutExtension
    .normalize('NFC')
    .replace(UNSAFE_NAME_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - 5)
    .trim();
  return `${cleaned || 'cv'}.${CV_FILE_TYPES[kind].extension}`;
}
