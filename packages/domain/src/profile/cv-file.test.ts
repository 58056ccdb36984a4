import { describe, expect, it } from 'vitest';
import { detectCvFileKind, sanitizeCvFileName, zipEntryNames } from './cv-file';

/** A stored ZIP with the given entry names (CRCs left zero: only the directory is read). */
function zipWith(names: string[], comment = ''): Uint8Array {
  const encoder = new TextEncoder();
  const parts: number[] = [];
  const central: number[] = [];
  const u16 = (target: number[], value: number) => target.push(value & 0xff, (value >> 8) & 0xff);
  const u32 = (target: number[], value: number) => {
    u16(target, value & 0xffff);
    u16(target, value >>> 16);
  };
  for (const name of names) {
    const nameBytes = [...encoder.encode(name)];
    const offset = parts.length;
    u32(parts, 0x04034b50);
    parts.push(...new Array<number>(22).fill(0));
    u16(parts, nameBytes.length);
    u16(parts, 0);
    parts.push(...nameBytes);
    u32(central, 0x02014b50);
    central.push(...new Array<number>(24).fill(0));
    u16(central, nameBytes.length);
    u16(central, 0);
    u16(central, 0);
    central.push(...new Array<number>(8).fill(0));
    u32(central, offset);
    central.push(...nameBytes);
  }
  const end: number[] = [];
  u32(end, 0x06054b50);
  u16(end, 0);
  u16(end, 0);
  u16(end, names.length);
  u16(end, names.length);
  u32(end, central.length);
  u32(end, parts.length);
  const commentBytes = [...encoder.encode(comment)];
  u16(end, commentBytes.length);
  return Uint8Array.from([...parts, ...central, ...end, ...commentBytes]);
}

describe('detectCvFileKind', () => {
  it('knows a PDF by its %PDF- header', () => {
    expect(detectCvFileKind(new TextEncoder().encode('%PDF-1.7\n...'))).toBe('pdf');
  });

  it('knows a DOCX by word/document.xml in the central directory, comment or not', () => {
    const names = ['[Content_Types].xml', 'word/document.xml'];
    expect(detectCvFileKind(zipWith(names))).toBe('docx');
    expect(detectCvFileKind(zipWith(names, 'made by a word processor'))).toBe('docx');
  });

  it('refuses other ZIPs, macro documents and broken archives', () => {
    expect(detectCvFileKind(zipWith(['xl/workbook.xml']))).toBeNull();
    expect(detectCvFileKind(zipWith(['word/document.xml', 'word/vbaProject.bin']))).toBeNull();
    const truncated = zipWith(['word/document.xml']).slice(0, 40);
    expect(detectCvFileKind(truncated)).toBeNull();
  });

  it('refuses an archive whose directory offset points outside the file', () => {
    const bytes = zipWith(['word/document.xml']);
    const broken = bytes.slice();
    // The last 6 bytes of the end record: directory offset (4) and comment length (2).
    new DataView(broken.buffer).setUint32(broken.length - 6, 0x7fffffff, true);
    expect(zipEntryNames(broken)).toBeNull();
  });

  it('refuses executables, images, text and nothing at all', () => {
    expect(detectCvFileKind(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
    expect(detectCvFileKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBeNull();
    expect(detectCvFileKind(new TextEncoder().encode('word/document.xml'))).toBeNull();
    expect(detectCvFileKind(new Uint8Array())).toBeNull();
  });
});

describe('sanitizeCvFileName', () => {
  it('keeps a readable name with the real extension', () => {
    expect(sanitizeCvFileName('CV Budi Santoso (2026).PDF', 'pdf')).toBe(
      'CV Budi Santoso (2026).pdf',
    );
    expect(sanitizeCvFileName('foto.png', 'pdf')).toBe('foto.pdf');
    expect(sanitizeCvFileName('Riwayat Hidup', 'docx')).toBe('Riwayat Hidup.docx');
  });

  it('drops paths, quotes, control characters and header tricks', () => {
    expect(sanitizeCvFileName('C:\\Users\\budi\\cv.docx', 'docx')).toBe('cv.docx');
    expect(sanitizeCvFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitizeCvFileName('a"b\r\nSet-Cookie: x;.pdf', 'pdf')).toBe('a b Set-Cookie x.pdf');
    expect(sanitizeCvFileName('...', 'pdf')).toBe('cv.pdf');
  });

  it('is at most 100 characters', () => {
    expect(sanitizeCvFileName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(99);
  });
});
