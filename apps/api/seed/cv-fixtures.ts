// Small real files for the CV upload tests: a PDF, ZIP archives written entry by entry (stored or
// deflated, with real CRCs, so `unzip -t` accepts them), DOCX files (tiny, realistic, and the
// hostile ones: zip bombs, too many entries, unsafe names), a Windows executable and a PNG header.
import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';

export function tinyPdf(text = 'Curriculum vitae'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

export type ZipEntrySpec = {
  name: string;
  content: string | Buffer;
  /** Deflate the content (method 8) instead of storing it. */
  deflate?: boolean;
  /** Already deflated data (raw deflate) standing for `uncompressedSize` bytes. */
  deflated?: { data: Buffer; uncompressedSize: number };
  /** What the headers claim the entry unpacks to, when it should lie. */
  declaredSize?: number;
};

/** A ZIP written entry by entry; local and central headers agree (CRCs are real unless given raw data). */
export function zipOf(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const content = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
    const method = entry.deflated || entry.deflate ? 8 : 0;
    const data = entry.deflated?.data ?? (entry.deflate ? deflateRawSync(content) : content);
    const size = entry.declaredSize ?? entry.deflated?.uncompressedSize ?? content.length;
    const crc = entry.deflated ? 0 : crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A ZIP of stored entries. */
export function zipArchive(entries: { name: string; content: string | Buffer }[]): Buffer {
  return zipOf(entries);
}

const CONTENT_TYPES_XML =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

const documentXml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;

/**
 * Raw deflate data that unpacks to `mebibytes` MiB of zeros, built in milliseconds: one MiB of
 * zeros deflated once without a final block (about 1 KB), repeated, then an empty final block.
 * Each copy only refers back within itself, so the repetition is a valid deflate stream.
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20), {
    level: 9,
    finishFlush: zlibConstants.Z_SYNC_FLUSH,
  });
  const last = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), last]);
}

/**
 * A DOCX-shaped zip bomb: word/document.xml unpacks to 1 GiB (or `mebibytes`) from about 1 MB.
 * `declaredSize` makes its headers lie about what it unpacks to.
 */
export function zipBombDocx(options: { mebibytes?: number; declaredSize?: number } = {}): Buffer {
  const mebibytes = options.mebibytes ?? 1024;
  return zipOf([
    { name: '[Content_Types].xml', content: CONTENT_TYPES_XML },
    {
      name: 'word/document.xml',
      content: '',
      deflated: { data: deflatedZeros(mebibytes), uncompressedSize: mebibytes * (1 << 20) },
      ...(options.declaredSize === undefined ? {} : { declaredSize: options.declaredSize }),
    },
  ]);
}

/** A DOCX whose archive has `count` entries besides its two real ones. */
export function docxWithManyEntries(count: number): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', content: CONTENT_TYPES_XML },
    { name: 'word/document.xml', content: documentXml('<w:p/>') },
    ...Array.from({ length: count }, (_, i) => ({ name: `word/media/part${i}.xml`, content: 'x' })),
  ]);
}

/** A DOCX that also carries an entry of the given name. */
export function docxWithEntryNamed(name: string): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', content: CONTENT_TYPES_XML },
    { name: 'word/document.xml', content: documentXml('<w:p/>') },
    { name, content: 'planted' },
  ]);
}

/**
 * A DOCX of about `kilobytes` KB as a word processor writes it (deflated parts): paragraphs of
 * varied words, which compress about as well as a real CV's XML, plus an incompressible image.
 */
export function realisticDocx(kilobytes = 200): Buffer {
  const words = ['pengalaman', 'proyek', 'TypeScript', 'Jakarta', 'tim', 'analisis', 'data'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const paragraphs: string[] = [];
  for (let i = 0; i < kilobytes * 12; i++) {
    const text = Array.from({ length: 12 }, () => `${words[next() % words.length]}${next() % 997}`);
    paragraphs.push(`<w:p><w:r><w:t>${text.join(' ')}</w:t></w:r></w:p>`);
  }
  const image = Buffer.alloc(kilobytes * 600);
  for (let i = 0; i < image.length; i++) image[i] = next() & 0xff;
  return zipOf([
    { name: '[Content_Types].xml', content: CONTENT_TYPES_XML, deflate: true },
    { name: '_rels/.rels', content: '<Relationships/>', deflate: true },
    { name: 'word/document.xml', content: documentXml(paragraphs.join('')), deflate: true },
    { name: 'word/styles.xml', content: '<w:styles/>'.repeat(200), deflate: true },
    { name: 'word/media/image1.png', content: image },
  ]);
}

export function tinyDocx(text = 'Curriculum vitae'): Buffer {
  return zipArchive([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

/** The start of a Windows executable ("MZ" header), padded. */
export function fakeExe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return bytes;
}

/** A PNG signature and IHDR chunk: enough for anything that sniffs. */
export function fakePng(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64),
  ]);
}
