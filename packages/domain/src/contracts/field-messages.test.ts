import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessage, fieldMessageKey, fieldMessageText } from './field-messages';
import { newPasswordSchema, personNameSchema } from './account-fields';
import { patchStudentBodySchema } from './student-profile-input';

const issueOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

describe('fieldMessage', () => {
  it('words a message a contract named, with its numbers, in both languages', () => {
    const issue = issueOf(personNameSchema, 'A');
    expect(fieldMessage(issue, 'idn')).toBe('Nama minimal 2 karakter.');
    expect(fieldMessage(issue, 'en')).toBe('The name needs at least 2 characters.');
    expect(fieldMessage(issueOf(newPasswordSchema, 'pendek'), 'idn')).toBe(
      'Kata sandi minimal 8 karakter.',
    );
  });

  it('words other issues by their kind, as the API always did', () => {
    const limit = z.coerce.number().int().min(1).max(100);
    expect(fieldMessage(issueOf(limit, '101'), 'idn')).toBe('Maksimal 100.');
    expect(fieldMessage(issueOf(limit, '0'), 'en')).toBe('Must be at least 1.');
    expect(fieldMessage(issueOf(z.string().min(2), 'x'), 'idn')).toBe('Minimal 2.');
    expect(fieldMessage(issueOf(z.string().min(1), ''), 'idn')).toBe('Wajib diisi.');
    expect(fieldMessage(issueOf(z.enum(['a', 'b']), 'c'), 'en')).toBe(
      'Not one of the allowed values.',
    );
    expect(fieldMessage(issueOf(z.email(), 'x'), 'idn')).toBe('Format tidak sesuai.');
    expect(fieldMessage(issueOf(z.string(), 5), 'en')).toBe('Missing or of the wrong type.');
  });

  it('asks for a number where text could not be read as one', () => {
    expect(fieldMessageKey(issueOf(z.number(), Number.NaN))).toBe('number');
    expect(fieldMessageKey(issueOf(z.number().int(), 3.5))).toBe('wholeNumber');
  });

  it('fills values a refinement carries', () => {
    const word = z.string().refine((v) => v === 'HAPUS', {
      error: 'confirmWordMismatch',
      params: { word: 'HAPUS' },
    });
    expect(fieldMessage(issueOf(word, 'x'), 'idn')).toBe('Ketik HAPUS persis seperti tertulis.');
  });

  it('says "too many" with the list limit', () => {
    const issue = issueOf(patchStudentBodySchema, {
      preferredRoleIds: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(fieldMessage(issue, 'idn')).toBe('Maksimal 10 pilihan.');
  });

  it('keeps the issue text for kinds it does not know', () => {
    expect(
      fieldMessage({ code: 'unrecognized_keys', message: 'Unrecognized key: "x"' }, 'en'),
    ).toBe('Unrecognized key: "x"');
    expect(fieldMessageText('endBeforeStart', 'en')).toBe('Must not be before the start.');
  });
});
