// multipart/form-data bodies, whole or broken: cut anywhere, the closing boundary missing, a
// boundary that does not match the header, odd file names. Sent to every operation with a body.
import type { Rng } from '../../../seed/random';
import type { Marker } from './malformed-values';

export type RawBody = { contentType: string; payload: Buffer; describe: string };

const PDF_START = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n';
// The starts of the image kinds the company uploads take (what follows is random or cut), and
// an SVG: each reaches a different branch of the content check.
const PNG_START = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP_START = Buffer.from('RIFF\x20\x00\x00\x00WEBPVP8L', 'latin1');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

function fileName(rng: Rng, marker: Marker): string {
  return rng.pick([
    'cv.pdf',
    'logo.png',
    'kantor.jpg',
    `${marker.markup}.pdf`,
    `cv\u0000.pdf`,
    '../../etc/passwd',
    `${'n'.repeat(300)}.docx`,
    'résumé \ud800.pdf',
    '',
  ]);
}

function part(boundary: string, headers: string[], content: Buffer | string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}

export function multipartBody(rng: Rng, marker: Marker): RawBody {
  const boundary = `----fuzz${rng.hex(12)}`;
  const name = fileName(rng, marker);
  const field = rng.pick(['file', 'file', 'upload', marker.markup]);
  const noise = () => Buffer.from(Array.from({ length: rng.int(1, 2048) }, () => rng.int(0, 255)));
  const content = rng.pick([
    Buffer.from(PDF_START),
    noise(),
    Buffer.from('PK\u0003\u0004not really a zip'),
    Buffer.alloc(0),
    Buffer.concat([rng.pick([PNG_START, JPEG_START, WEBP_START]), noise()]),
    Buffer.from(SVG),
  ]);
  const parts = [
    part(
      boundary,
      [
        `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
        `Content-Type: ${rng.pick(['application/pdf', 'application/octet-stream', 'text/html', 'image/png'])}`,
      ],
      content,
    ),
  ];
  if (rng.chance(0.3)) {
    parts.push(part(boundary, [`Content-Disposition: form-data; name="note"`], marker.withNul));
  }
  const whole = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const shape = rng.int(0, 5);
  if (shape === 0) {
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: whole,
      describe: `multipart whole, file "${name.slice(0, 40)}"`,
    };
  }
  if (shape === 1 || shape === 2) {
    const cut = rng.int(1, Math.max(1, whole.length - 1));
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: whole.subarray(0, cut),
      describe: `multipart cut at byte ${cut} of ${whole.length}`,
    };
  }
  if (shape === 3) {
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat(parts),
      describe: 'multipart without the closing boundary',
    };
  }
  if (shape === 4) {
    return {
      contentType: `multipart/form-data; boundary=other${rng.hex(6)}`,
      payload: whole,
      describe: 'multipart with a boundary that does not match',
    };
  }
  return {
    contentType: rng.pick(['multipart/form-data', 'multipart/form-data; boundary=']),
    payload: whole,
    describe: 'multipart without a boundary',
  };
}
