import { describe, expect, it } from 'vitest';
import { exportFileName } from './account-rules';

describe('exportFileName', () => {
  it('is dated by the export, or by today when the export has no date', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    // 23:00 UTC is 06:00 the next morning in Jakarta: the file carries the WIB day.
    expect(exportFileName({ exportedAt: '2026-11-20T23:00:00.000Z' }, now)).toBe(
      'jenjang-data-2026-11-21.json',
    );
    expect(exportFileName({ exportedAt: '2026-11-20T16:00:00.000Z' }, now)).toBe(
      'jenjang-data-2026-11-20.json',
    );
    expect(exportFileName({}, now)).toBe('jenjang-data-2026-11-21.json');
    expect(exportFileName(null, now)).toBe('jenjang-data-2026-11-21.json');
  });
});
