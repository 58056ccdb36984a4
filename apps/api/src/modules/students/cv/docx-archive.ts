// What a DOCX upload may unpack to, checked before it is stored, so nothing that opens stored CVs
// later (the CV analyser, an employer's viewer) inherits a zip bomb or a path-traversal name. The
// central directory's claims are checked first (cheap), then every entry is inflated as a stream,
// counting what comes out and stopping as soon as an entry gives more than its header declared:
// a header that lies cannot make us unpack more than the cap.
import { createInflateRaw } from 'node:zlib';
import { readZipDirectory, type ZipEntry } from '@jenjang/domain';

export const DOCX_LIMITS = {
  /** Word writes 10-40 parts; images and fonts add some. */
  maxEntries: 1_000,
  /** What all entries may unpack to together. A CV is at most 5 MB packed. */
  maxUnpackedBytes: 50 * 1024 * 1024,
  /** Unpacked : packed for an entry above `ratioFromBytes`; XML packs 5-20 : 1, zeros 1,000 : 1. */
  maxRatio: 100,
  ratioFromBytes: 1024 * 1024,
};

export type DocxLimits = typeof DOCX_LIMITS;

export type DocxProblem = 'tooManyEntries' | 'unsafeEntryName' | 'tooLargeUnpacked' | 'damaged';

const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
const LOCAL_HEADER_SIZE = 30;

/** Control characters, and the replacement character of a name that is not valid UTF-8. */
function hasControlCharacter(name: string): boolean {
  for (const char of name) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || code === 0xfffd) return true;
  }
  return false;
}

/** Relative, forward slashes, no `..` segment, no drive letter, no control characters. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.includes('\\') || name.startsWith('/')) return false;
  if (/^[a-zA-Z]:/.test(name) || hasControlCharacter(name)) return false;
  return name.split('/').every((segment) => segment !== '..' && segment !== '.');
}

/** Where an entry's data starts and ends, from its local header; null when outside the file. */
function entryData(bytes: Buffer, entry: ZipEntry): { start: number; end: number } | null {
  const at = entry.localHeaderOffset;
  if (at + LOCAL_HEADER_SIZE > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + LOCAL_HEADER_SIZE + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= bytes.length ? { start, end } : null;
}

/** Bytes the raw deflate data unpacks to, or 'over' as soon as that passes `limit`. */
function inflatedSize(data: Buffer, limit: number): Promise<number | 'over' | 'damaged'> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let total = 0;
    let settled = false;
    const settle = (result: number | 'over' | 'damaged') => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) settle('over');
    });
    inflate.on('end', () => settle(total));
    inflate.on('error', () => settle('damaged'));
    inflate.end(data);
  });
}

function checkDirectory(
  bytes: Buffer,
  entries: ZipEntry[],
  directoryOffset: number,
  limits: DocxLimits,
): DocxProblem | null {
  if (entries.length > limits.maxEntries) return 'tooManyEntries';
  const names = new Set<string>();
  for (const entry of entries) {
    if (!isSafeEntryName(entry.name)) return 'unsafeEntryName';
    // Two entries of one name: which one a reader takes is up to the reader.
    if (names.has(entry.name.toLowerCase())) return 'unsafeEntryName';
    names.add(entry.name.toLowerCase());
  }
  let declared = 0;
  for (const entry of entries) {
    declared += entry.uncompressedSize;
    if (declared > limits.maxUnpackedBytes) return 'tooLargeUnpacked';
    const large = entry.uncompressedSize > limits.ratioFromBytes;
    if (large && entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)) {
      return 'tooLargeUnpacked';
    }
    if (entry.flags & ENCRYPTED_FLAG) return 'damaged';
    if (entry.method !== STORED && entry.method !== DEFLATED) return 'damaged';
  }
  // Entries may not share bytes: overlapping entries unpack one packed stream many times.
  const spans = entries.map((entry) => ({ entry, span: entryData(bytes, entry) }));
  if (spans.some(({ span }) => span === null)) return 'damaged';
  const sorted = spans
    .map(({ entry, span }) => ({ from: entry.localHeaderOffset, to: span!.end }))
    .sort((a, b) => a.from - b.from);
  for (let i = 0; i < sorted.length; i++) {
    const limit = sorted[i + 1]?.from ?? directoryOffset;
    if (sorted[i]!.to > limit) return 'damaged';
  }
  return null;
}

/**
 * Null when the DOCX archive is safe to store, else what is wrong with it: too many entries, an
 * entry name that could escape a folder, more than the cap unpacked (declared or real), or an
 * archive that is damaged, encrypted, uses another compression, or whose sizes do not add up.
 */
export async function inspectDocxArchive(
  bytes: Buffer,
  limits: DocxLimits = DOCX_LIMITS,
): Promise<DocxProblem | null> {
  const directory = readZipDirectory(bytes);
  if (!directory) return 'damaged';
  const { entries, directoryOffset } = directory;
  const problem = checkDirectory(bytes, entries, directoryOffset, limits);
  if (problem) return problem;

  // The declared sizes are within the cap (checked above): every entry must unpack to exactly
  // its declared size, and inflation stops one chunk past it.
  for (const entry of entries) {
    const span = entryData(bytes, entry)!;
    const data = bytes.subarray(span.start, span.end);
    if (entry.method === STORED) {
      if (entry.compressedSize !== entry.uncompressedSize) return 'damaged';
      continue;
    }
    const size = await inflatedSize(data, entry.uncompressedSize);
    if (size !== entry.uncompressedSize) return 'damaged';
  }
  return null;
}
