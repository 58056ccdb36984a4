import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENTOR_PERSONAS, PHOTO_LOOKS } from '../data/mentor-personas';
import { renderMentorPhotos } from './mentor-photos';

const PHOTO_DIR = join(import.meta.dirname, '../../../web/public/mentor-photos');

describe('mentor portraits', () => {
  const rendered = renderMentorPhotos();

  it('renders the same bytes twice (seeded)', () => {
    expect(renderMentorPhotos()).toEqual(rendered);
  });

  it('has one portrait per look, a spare or two beyond the mentors', () => {
    expect(rendered).toHaveLength(PHOTO_LOOKS.length);
    expect(PHOTO_LOOKS.length).toBeGreaterThanOrEqual(MENTOR_PERSONAS.length);
    expect(new Set(rendered.map((p) => p.svg)).size).toBe(rendered.length);
  });

  it('matches the committed files, each under 15 KB', () => {
    const onDisk = readdirSync(PHOTO_DIR).filter((f) => f.endsWith('.svg'));
    expect(onDisk.sort()).toEqual(rendered.map((p) => p.file).sort());
    for (const photo of rendered) {
      const committed = readFileSync(join(PHOTO_DIR, photo.file), 'utf8');
      expect(committed, `${photo.file} is stale: run generate-mentor-photos.ts`).toBe(photo.svg);
      expect(Buffer.byteLength(committed)).toBeLessThan(15 * 1024);
      expect(committed.startsWith('<svg')).toBe(true);
    }
  });
});
