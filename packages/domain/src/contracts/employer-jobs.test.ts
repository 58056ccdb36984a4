import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-messages';
import {
  emptyJobEditorValues,
  jobEditorInputSchema,
  jobQuestionInputSchema,
} from './employer-jobs';
import { companyInputSchema } from './employer-company';

const valid = { ...emptyJobEditorValues(49180), role: 'Kasir', descriptionId: 'Melayani pembeli.' };

function messages(
  result: { success: boolean; error?: { issues: object[] } },
  locale: 'idn' | 'en',
) {
  return (result.error?.issues ?? []).map((issue) => fieldMessage(issue as never, locale));
}

describe('the job editor contract', () => {
  it('accepts the empty form once a title and description are written', () => {
    expect(jobEditorInputSchema.safeParse(valid).success).toBe(true);
    expect(messages(jobEditorInputSchema.safeParse(emptyJobEditorValues(1)), 'idn')).toEqual([
      'Isi judul lowongan.',
      'Isi deskripsi pekerjaan.',
    ]);
  });

  it('needs options for choice questions only, without duplicates', () => {
    const q = { type: 'radio', title: 'Bersedia shift?', description: '', mandatory: true };
    expect(jobQuestionInputSchema.safeParse({ ...q, options: ['Ya'] }).success).toBe(false);
    expect(jobQuestionInputSchema.safeParse({ ...q, options: ['Ya', 'ya'] }).success).toBe(false);
    expect(jobQuestionInputSchema.safeParse({ ...q, options: ['Ya', 'Tidak'] }).success).toBe(true);
    expect(
      jobQuestionInputSchema.safeParse({ ...q, type: 'numeric', options: ['1', '2'] }).success,
    ).toBe(false);
  });

  it('refuses a reversed salary range and an external job without its address, in English too', () => {
    const result = jobEditorInputSchema.safeParse({
      ...valid,
      salaryMin: 5_000_000,
      salaryMax: 1_000_000,
      applicationType: 'external',
    });
    expect(messages(result, 'en')).toEqual([
      'The maximum salary cannot be below the minimum.',
      "Enter the application address on the company's site (https://...).",
    ]);
  });
});

describe('the company contract', () => {
  it('checks the website and the size', () => {
    const base = { name: 'PT Maju', industryId: null, cityId: null, size: '1-10', description: '' };
    expect(companyInputSchema.safeParse({ ...base, website: '' }).success).toBe(true);
    expect(companyInputSchema.safeParse({ ...base, website: 'https://maju.co.id' }).success).toBe(
      true,
    );
    expect(companyInputSchema.safeParse({ ...base, website: 'maju' }).success).toBe(false);
    expect(companyInputSchema.safeParse({ ...base, size: '', website: '' }).success).toBe(false);
  });
});
