import { describe, expect, it } from 'vitest';
import { fieldId, serverFieldMessages } from './profile-errors';
import { namesOf } from './profile-format';

describe('profile formatting', () => {
  it('names ids in the chosen order and skips unknown ones', () => {
    const items = [
      { id: 1, name: 'Jakarta' },
      { id: 2, name: 'Bandung' },
    ];
    expect(namesOf([2, 9, 1], items)).toEqual(['Bandung', 'Jakarta']);
  });
});

describe('server field messages', () => {
  it('keeps the first message of each field and ignores anything else', () => {
    expect(
      serverFieldMessages([
        { field: 'workExperiences.0.endDate', message: 'Isi tanggal selesai.' },
        { field: 'workExperiences.0.endDate', message: 'second' },
        { nope: true },
      ]),
    ).toEqual({ 'workExperiences.0.endDate': 'Isi tanggal selesai.' });
    expect(serverFieldMessages(undefined)).toEqual({});
  });

  it('makes ids safe for the DOM', () => {
    expect(fieldId('work', 'workExperiences.0.endDate')).toBe('work-workExperiences-0-endDate');
  });
});
