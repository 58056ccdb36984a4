// Images for tests, made byte by byte: a real PNG (zlib-compressed rows a browser can show), a
// JPEG and a WebP whose headers and structure are real (their pixel data is not decodable, and
// the API never decodes it), an SVG with a script, and polyglots.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function u32be(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return b;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.from(type, 'ascii');
  return Buffer.concat([u32be(data.length), head, data, u32be(crc32(Buffer.concat([head, data])))]);
}

/** A real RGB PNG of one colour with a darker band, optionally with text chunks. */
export function pngImage(
  width: number,
  height: number,
  options: {
    rgb?: [number, number, number];
    text?: string;
    /** A header that claims another size than the rows hold (a pixel bomb's lie). */
    claim?: { width: number; height: number };
  } = {},
): Buffer {
  const [r, g, b] = options.rgb ?? [37, 99, 235];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(options.claim?.width ?? width, 0);
  header.writeUInt32BE(options.claim?.height ?? height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const band = y > height * 0.6 ? 0.6 : 1;
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = Math.round(r * band);
      rows[at + 1] = Math.round(g * band);
      rows[at + 2] = Math.round(b * band);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(options.text ? [pngChunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1'))] : []),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** A baseline JPEG's structure: JFIF, tables, the frame with its size, one scan, EOI. */
export function jpegImage(width: number, height: number, options: { comment?: string } = {}) {
  const frame = Buffer.alloc(15);
  frame[0] = 8;
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame[5] = 3;
  for (let i = 0; i < 3; i += 1) frame.set([i + 1, 0x11, 0], 6 + i * 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    ...(options.comment ? [segment(0xfe, Buffer.from(options.comment, 'latin1'))] : []),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, frame),
    segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0])),
    // Entropy-coded data with a stuffed 0xFF00 and a restart marker, as encoders write it.
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A lossless WebP's container and header (VP8L) with its size. */
export function webpImage(width: number, height: number): Buffer {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = Buffer.concat([
    Buffer.from([0x2f]),
    Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff]),
    Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04]),
  ]);
  const chunk = Buffer.concat([
    Buffer.from('VP8L'),
    Buffer.from([vp8l.length, 0, 0, 0]),
    vp8l,
    vp8l.length % 2 ? Buffer.from([0]) : Buffer.alloc(0),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">' +
    '<script>alert(document.cookie)</script><rect width="400" height="400"/></svg>',
);

/** A PNG followed by an HTML page: an image to an image viewer, a page to a sniffing browser. */
export function pngHtmlPolyglot(): Buffer {
  return Buffer.concat([
    pngImage(400, 300),
    Buffer.from('<html><body><script>alert(1)</script></body></html>'),
  ]);
}

/** A JPEG whose comment segment holds a script: well-formed, and a polyglot all the same. */
export function jpegScriptPolyglot(): Buffer {
  return jpegImage(400, 300, { comment: '*/=1;<script>alert(1)</script>/*' });
}

/** A multipart/form-data body with one file field. */
export function multipartFile(
  bytes: Buffer,
  fileName: string,
  contentType = 'application/octet-stream',
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----jenjang-test-boundary-7d3f';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
