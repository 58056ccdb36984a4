// The DOCX archive check on crafted archives: zip bombs (honest and lying headers), too many
// entries, unsafe names, overlapping entries, and real-looking documents that must pass.
import { describe, expect, it } from 'vitest';
import {
  deflatedZeros,
  docxWithEntryNamed,
  docxWithManyEntries,
  realisticDocx,
  tinyDocx,
  zipBombDocx,
  zipOf,
} from '../../../../seed/cv-fixtures';
import { DOCX_LIMITS, inspectDocxArchive, isSafeEntryName } from './docx-archive';

describe('inspectDocxArchive', () => {
  it('accepts a tiny stored DOCX and a realistic deflated one of about 200 KB', async () => {
    expect(await inspectDocxArchive(tinyDocx())).toBeNull();
    const realistic = realisticDocx(200);
    expect(realistic.length).toBeGreaterThan(190_000);
    expect(await inspectDocxArchive(realistic)).toBeNull();
  });

  it('refuses a 1 MB zip bomb that unpacks to 1 GiB, by its declared size', async () => {
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    expect(await inspectDocxArchive(bomb)).toBe('tooLargeUnpacked');
  });

  it('refuses the same bomb whose headers claim 10 KB, stopping just past the claim', async () => {
    expect(await inspectDocxArchive(zipBombDocx({ declaredSize: 10_240 }))).toBe('damaged');
  });

  it('refuses a bomb below the cap by its ratio', async () => {
    // 20 MiB from 20 KB: under 50 MB, but 1,000 : 1.
    expect(await inspectDocxArchive(zipBombDocx({ mebibytes: 20 }))).toBe('tooLargeUnpacked');
  });

  it('refuses entries that unpack past the cap together', async () => {
    const limits = { ...DOCX_LIMITS, maxUnpackedBytes: 100_000 };
    expect(await inspectDocxArchive(realisticDocx(200), limits)).toBe('tooLargeUnpacked');
  });

  it('refuses too many entries', async () => {
    expect(await inspectDocxArchive(docxWithManyEntries(DOCX_LIMITS.maxEntries - 2))).toBeNull();
    expect(await inspectDocxArchive(docxWithManyEntries(DOCX_LIMITS.maxEntries))).toBe(
      'tooManyEntries',
    );
  });

  it.each(['../evil.xml', 'word/../../evil.xml', '/etc/passwd', 'word\\..\\evil.xml', 'C:/x'])(
    'refuses an entry named %s',
    async (name) => {
      expect(await inspectDocxArchive(docxWithEntryNamed(name))).toBe('unsafeEntryName');
    },
  );

  it('refuses two entries of one name', async () => {
    expect(await inspectDocxArchive(docxWithEntryNamed('word/document.xml'))).toBe(
      'unsafeEntryName',
    );
  });

  it('refuses entries that share their packed bytes', async () => {
    const archive = zipOf([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'word/document.xml', content: '<w:document/>' },
    ]);
    // Point the second central record at the first local header.
    const central = archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const second = archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), central + 4);
    archive.writeUInt32LE(0, second + 42);
    expect(await inspectDocxArchive(archive)).toBe('damaged');
  });

  it('refuses a deflate stream cut short', async () => {
    const cut = deflatedZeros(1).subarray(0, 200);
    const archive = zipOf([
      { name: 'word/document.xml', content: '', deflated: { data: cut, uncompressedSize: 1000 } },
    ]);
    expect(await inspectDocxArchive(archive)).toBe('damaged');
  });
});

describe('isSafeEntryName', () => {
  it.each(['word/document.xml', '[Content_Types].xml', '_rels/.rels', 'word/media/'])(
    '%s is safe',
    (name) => expect(isSafeEntryName(name)).toBe(true),
  );
  it.each(['', '..', 'a/../b', './a', '/a', '\\a', 'a\\b', 'c:x', 'a\u0000b'])(
    '%j is not',
    (name) => expect(isSafeEntryName(name)).toBe(false),
  );
});
