import { describe, expect, it } from 'vitest';
import { fillText, pluralText } from './client-text';

describe('client texts', () => {
  it('fill {name} placeholders and leave unknown ones', () => {
    expect(fillText('{count} saran. Pilih dengan panah.', { count: 3 })).toBe(
      '3 saran. Pilih dengan panah.',
    );
    expect(fillText('{count} of {total}', { count: 1 })).toBe('1 of {total}');
  });

  it('pick the plural form by the language', () => {
    const forms = { one: '{count} job', other: '{count} jobs' };
    expect(pluralText(forms, 1, 'en')).toBe('1 job');
    expect(pluralText(forms, 2, 'en')).toBe('2 jobs');
    expect(pluralText(forms, 0, 'en')).toBe('0 jobs');
    // Indonesian has no plural: always the other form.
    expect(pluralText({ one: 'x', other: '{count} lowongan' }, 1, 'idn')).toBe('1 lowongan');
    // Counts are grouped the locale's way, exactly (issue 22: never '1,641' on an Indonesian page).
    expect(pluralText(forms, 1641, 'en')).toBe('1,641 jobs');
    expect(pluralText({ one: 'x', other: '{count} lowongan' }, 1641, 'idn')).toBe('1.641 lowongan');
  });
});
