// Writes the demo mentors' portraits to apps/web/public/mentor-photos (committed; the web serves
// them). Run after changing a persona's look or the style options:
//   cd apps/api && node --import tsx seed/scripts/generate-mentor-photos.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderMentorPhotos } from './mentor-photos';

export const PHOTO_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../web/public/mentor-photos',
);

const photos = renderMentorPhotos();
mkdirSync(PHOTO_DIR, { recursive: true });
const keep = new Set(photos.map((p) => p.file));
for (const old of readdirSync(PHOTO_DIR)) {
  if (old.endsWith('.svg') && !keep.has(old)) rmSync(join(PHOTO_DIR, old));
}
let largest = 0;
for (const photo of photos) {
  writeFileSync(join(PHOTO_DIR, photo.file), photo.svg);
  largest = Math.max(largest, Buffer.byteLength(photo.svg));
}
console.log(`${photos.length} portraits in ${PHOTO_DIR}, largest ${largest} bytes`);
