// What a company logo or workplace photo may be: a PNG, JPEG or WebP, recognised by its bytes
// (never by its name or the Content-Type a browser claims), whole, with nothing after the image's
// own end and no markup anywhere in it. SVG is refused: it is a document that can carry scripts.
// Pure and byte-based, so the API enforces it and the web can pre-check a file before sending it.
// The API also reads the real dimensions (apps/api, company-images.ts).

export const COMPANY_IMAGE_TYPES = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;
export type CompanyImageKind = keyof typeof COMPANY_IMAGE_TYPES;

export const COMPANY_IMAGE_PURPOSES = ['logo', 'photo'] as const;
export type CompanyImagePurpose = (typeof COMPANY_IMAGE_PURPOSES)[number];

/** Bytes and pixels per purpose: a logo is small and squarish, a photo is a photo. */
export const COMPANY_IMAGE_LIMITS = {
  logo: { maxBytes: 1024 * 1024, minSide: 64, maxSide: 4096, maxPixels: 16_000_000 },
  photo: { maxBytes: 5 * 1024 * 1024, minSide: 320, maxSide: 8192, maxPixels: 40_000_000 },
} as const satisfies Record<
  CompanyImagePurpose,
  { maxBytes: number; minSide: number; maxSide: number; maxPixels: number }
>;

/** Workplace photos a company shows at most (a check constraint keeps positions 0..7). */
export const COMPANY_PHOTOS_MAX = 8;

/** For `<input accept>`: a hint to the file picker only. */
export const COMPANY_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return at + prefix.length <= bytes.length && prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  let out = '';
  for (let i = at; i < at + length && i < bytes.length; i += 1) {
    out += String.fromCharCode(bytes[i]!);
  }
  return out;
}

/** The image kind its first bytes say (magic numbers); null for anything else, SVG included. */
export function detectCompanyImageKind(bytes: Uint8Array): CompanyImageKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

export type ImageStructureProblem = 'damaged' | 'trailingData' | 'markup';

/**
 * Markup a browser or a server could run if the file were ever taken for a document: a file that
 * is an image and also a page (a polyglot) is refused even though it is served as an image. Long
 * words are looked for everywhere: compressed pixels match one of them by chance about once in
 * 10^8 photos. Short ones (`<svg`, `<html`) would match compressed data now and then, so they are
 * looked for in the metadata only (text chunks, comments, EXIF, XMP), where a polyglot hides.
 */
const MARKUP_ANYWHERE = ['<script', '<iframe', '<object', '<!doctype', 'javascript:'];
const MARKUP_IN_METADATA = [...MARKUP_ANYWHERE, '<html', '<body', '<svg', '<embed', '<?php'];

const asBytes = (words: string[]) => words.map((w) => Array.from(w, (c) => c.charCodeAt(0)));
const ANYWHERE = asBytes(MARKUP_ANYWHERE);
const IN_METADATA = asBytes(MARKUP_IN_METADATA);

function lower(byte: number): number {
  return byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte;
}

function matchesAt(bytes: Uint8Array, at: number, to: number, words: number[][]): boolean {
  const first = lower(bytes[at]!);
  for (const word of words) {
    if (word[0] !== first || at + word.length > to) continue;
    let k = 1;
    while (k < word.length && lower(bytes[at + k]!) === word[k]) k += 1;
    if (k === word.length) return true;
  }
  return false;
}

/** Bytes a markup word can start with: '<', 'j', 'J'. */
const STARTS = new Uint8Array(256);
STARTS[0x3c] = 1;
STARTS[0x6a] = 1;
STARTS[0x4a] = 1;

function findsMarkup(bytes: Uint8Array, words: number[][], from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) {
    if (STARTS[bytes[at]!] === 1 && matchesAt(bytes, at, to, words)) return true;
  }
  return false;
}

/** Whether the bytes hold markup: long words anywhere, every word inside the metadata ranges. */
export function containsMarkup(
  bytes: Uint8Array,
  metadata: readonly (readonly [start: number, end: number])[] = [[0, bytes.length]],
): boolean {
  if (findsMarkup(bytes, ANYWHERE, 0, bytes.length)) return true;
  return metadata.some(([from, to]) => findsMarkup(bytes, IN_METADATA, from, to));
}

type Walk = { problem: ImageStructureProblem } | { metadata: [number, number][] };

function u32be(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
  );
}

function u32le(bytes: Uint8Array, at: number): number {
  return (
    (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0
  );
}

/** PNG: chunks from IHDR to IEND, each length in bounds, IEND the last byte of the file. */
function walkPng(bytes: Uint8Array): Walk {
  const metadata: [number, number][] = [];
  let at = PNG_SIGNATURE.length;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) return { problem: 'damaged' };
    if (first && type !== 'IHDR') return { problem: 'damaged' };
    first = false;
    const end = at + 12 + length;
    if (end > bytes.length) return { problem: 'damaged' };
    if (type !== 'IDAT' && type !== 'fdAT') metadata.push([at + 8, at + 8 + length]);
    if (type === 'IEND') return end === bytes.length ? { metadata } : { problem: 'trailingData' };
    at = end;
  }
  return { problem: 'damaged' };
}

/**
 * JPEG: marker segments up to the scan, the entropy-coded data (stuffed 0xFF00, restart markers,
 * more segments and scans for progressive files), then EOI. Returns where the image ends.
 */
function jpegEnd(bytes: Uint8Array, start: number, metadata: [number, number][]): number | null {
  if (!startsWith(bytes, [0xff, 0xd8], start)) return null;
  let at = start + 2;
  let inScan = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) {
      if (!inScan) return null;
      // Entropy-coded data: jump to its next 0xFF (a native search; photos are megabytes).
      at = bytes.indexOf(0xff, at);
      if (at === -1) return null;
      continue;
    }
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (inScan && (marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7))) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // standalone markers
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return null;
    metadata.push([at + 4, at + 2 + length]);
    at += 2 + length;
    inScan = marker === 0xda;
  }
  return null;
}

/** Phones append further images after the first one's EOI (MPF); each must end the same way. */
const MAX_APPENDED_IMAGES = 4;

function walkJpeg(bytes: Uint8Array): Walk {
  const metadata: [number, number][] = [];
  let end = jpegEnd(bytes, 0, metadata);
  if (end === null) return { problem: 'damaged' };
  for (let appended = 0; end < bytes.length; appended += 1) {
    if (bytes.subarray(end).every((b) => b === 0x00)) break; // padding
    if (appended >= MAX_APPENDED_IMAGES) return { problem: 'trailingData' };
    const next = jpegEnd(bytes, end, metadata);
    if (next === null) return { problem: 'trailingData' };
    end = next;
  }
  return { metadata };
}

const WEBP_PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANMF']);

/** WebP: a RIFF whose size is the file's, chunks that add up exactly (padded to even). */
function walkWebp(bytes: Uint8Array): Walk {
  const metadata: [number, number][] = [];
  if (bytes.length < 20) return { problem: 'damaged' };
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length) return { problem: 'damaged' };
  let at = 12;
  while (at < riffEnd) {
    const type = ascii(bytes, at, 4);
    if (at + 8 > riffEnd || !/^[A-Z0-9 ]{4}$/.test(type)) return { problem: 'damaged' };
    const size = u32le(bytes, at + 4);
    const chunkEnd = at + 8 + size;
    if (chunkEnd > riffEnd) return { problem: 'damaged' };
    if (!WEBP_PIXEL_CHUNKS.has(type)) metadata.push([at + 8, chunkEnd]);
    // Chunks are padded to an even size; some writers leave out the last chunk's pad byte.
    at = Math.min(chunkEnd + (size % 2), riffEnd);
  }
  return riffEnd === bytes.length ? { metadata } : { problem: 'trailingData' };
}

/** Whether the bytes are one whole image of the kind and nothing else; null: they are. */
export function imageStructureProblem(
  bytes: Uint8Array,
  kind: CompanyImageKind,
): ImageStructureProblem | null {
  const walk =
    kind === 'png' ? walkPng(bytes) : kind === 'jpeg' ? walkJpeg(bytes) : walkWebp(bytes);
  if ('problem' in walk) return walk.problem;
  return containsMarkup(bytes, walk.metadata) ? 'markup' : null;
}
