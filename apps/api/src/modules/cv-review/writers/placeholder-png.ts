// A small grey-on-white raster that stands in for "text set as a picture": the CV files need a
// real image without a text layer, built in code so the writers stay deterministic and offline.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * An 8-bit greyscale PNG of `width` × `height` pixels: white with dark bars where lines of
 * words would be, the bar lengths taken from `seed` so different captions look different.
 */
export function makePlaceholderPng(width: number, height: number, seed: string): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width, 0xff); // filter byte 0 (none), then white pixels
    row[0] = 0;
    const band = Math.floor(y / 6);
    const inBar = y % 6 >= 1 && y % 6 <= 3;
    if (inBar) {
      const code = seed.charCodeAt(band % Math.max(1, seed.length)) || 60;
      const barEnd = Math.min(width - 2, 4 + ((code * 7) % Math.max(1, width - 6)));
      for (let x = 2; x < barEnd; x++) row[1 + x] = (x >> 2) % 3 === 0 ? 0xff : 0x33;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
