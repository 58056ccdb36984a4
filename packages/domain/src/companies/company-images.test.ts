import { describe, expect, it } from 'vitest';
import { containsMarkup, detectCompanyImageKind, imageStructureProblem } from './company-images';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)),
  );
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => u32be(n).reverse();
const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// CRCs are not checked here (the dimensions reader and browsers do that): zeros will do.
const chunk = (type: string, data: number[]) => [
  ...u32be(data.length),
  ...bytes(type),
  ...data,
  0,
  0,
  0,
  0,
];
const png = (...chunks: number[][]) =>
  new Uint8Array([
    ...PNG_SIG,
    ...chunk('IHDR', new Array(13).fill(1)),
    ...chunks.flat(),
    ...chunk('IEND', []),
  ]);

describe('detectCompanyImageKind', () => {
  it('knows PNG, JPEG and WebP by their first bytes, and nothing else', () => {
    expect(detectCompanyImageKind(png())).toBe('png');
    expect(detectCompanyImageKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectCompanyImageKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8L'))).toBe('webp');
    expect(detectCompanyImageKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectCompanyImageKind(bytes('GIF89a'))).toBeNull();
    expect(detectCompanyImageKind(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
  });
});

describe('imageStructureProblem', () => {
  it('accepts a whole PNG and refuses one cut short or with bytes after IEND', () => {
    const whole = png(chunk('IDAT', [1, 2, 3]));
    expect(imageStructureProblem(whole, 'png')).toBeNull();
    expect(imageStructureProblem(whole.subarray(0, whole.length - 3), 'png')).toBe('damaged');
    expect(imageStructureProblem(new Uint8Array([...whole, 0x3c]), 'png')).toBe('trailingData');
  });

  it('finds markup in a PNG text chunk, short words included', () => {
    expect(imageStructureProblem(png(chunk('tEXt', [...bytes('c\0<SVG onload=x>')])), 'png')).toBe(
      'markup',
    );
  });

  it('looks for short words only outside compressed pixels', () => {
    // '<svg' inside IDAT is chance, not a page; '<script' anywhere is refused.
    expect(imageStructureProblem(png(chunk('IDAT', [...bytes('xx<svg yy')])), 'png')).toBeNull();
    expect(imageStructureProblem(png(chunk('IDAT', [...bytes('x<ScRiPt>')])), 'png')).toBe(
      'markup',
    );
  });

  const jpeg = (tail: number[] = []) =>
    bytes(
      [0xff, 0xd8],
      [0xff, 0xe0, 0, 4, 1, 2],
      [0xff, 0xda, 0, 4, 1, 2],
      [0x11, 0xff, 0x00, 0x22, 0xff, 0xd3, 0x33],
      [0xff, 0xd9],
      tail,
    );
  it('walks a JPEG to its EOI; zero padding and an appended JPEG are fine, other bytes are not', () => {
    expect(imageStructureProblem(jpeg(), 'jpeg')).toBeNull();
    expect(imageStructureProblem(jpeg([0, 0, 0]), 'jpeg')).toBeNull();
    expect(imageStructureProblem(jpeg([...jpeg()]), 'jpeg')).toBeNull();
    expect(imageStructureProblem(jpeg([...bytes('<html>')]), 'jpeg')).toBe('trailingData');
    expect(imageStructureProblem(jpeg().subarray(0, 12), 'jpeg')).toBe('damaged');
  });

  it('checks a WebP container adds up to the file', () => {
    const data = [0x2f, 1, 2, 3, 4];
    const body = [...bytes('VP8L'), ...u32le(data.length), ...data, 0];
    const webp = bytes('RIFF', u32le(4 + body.length), 'WEBP', body);
    expect(imageStructureProblem(webp, 'webp')).toBeNull();
    expect(imageStructureProblem(new Uint8Array([...webp, 1, 2]), 'webp')).toBe('trailingData');
    const lying = bytes('RIFF', u32le(4 + body.length), 'WEBP', 'VP8L', u32le(500), data, [0]);
    expect(imageStructureProblem(lying, 'webp')).toBe('damaged');
  });
});

describe('containsMarkup', () => {
  it('is case-insensitive and finds javascript: links', () => {
    expect(containsMarkup(bytes('..JavaScript:alert(1)'))).toBe(true);
    expect(containsMarkup(bytes('<!DOCTYPE html>'))).toBe(true);
    expect(
      containsMarkup(bytes('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')),
    ).toBe(false);
  });
});
