import { CV_MAX_BYTES } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { checkCvBytes, checkCvFile } from './cv-file-check';

const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

describe('checking a chosen CV in the browser', () => {
  it('accepts a PDF by content, whatever its name', async () => {
    expect(await checkCvFile(new File([pdf], 'foto.png', { type: 'image/png' }))).toBeNull();
  });

  it('refuses other content, empty files and files over 5 MB', async () => {
    const exe = new TextEncoder().encode('MZ\x90\x00 renamed');
    expect(await checkCvFile(new File([exe], 'cv.pdf', { type: 'application/pdf' }))).toBe(
      'cvType',
    );
    expect(await checkCvFile(new File([], 'cv.pdf'))).toBe('cvEmpty');
    const big = new Blob([pdf, new Uint8Array(CV_MAX_BYTES)]);
    expect(await checkCvFile(big)).toBe('cvTooLarge');
    expect(checkCvBytes(new Uint8Array(CV_MAX_BYTES + 1))).toBe('cvTooLarge');
  });
});
