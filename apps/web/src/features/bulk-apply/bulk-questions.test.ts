import { describe, expect, it } from 'vitest';
import type { FormQuestion } from '@/features/applications/answer-drafts';
import { answersForJob, shareQuestions, sharedDrafts } from './bulk-questions';

const radio = (id: string, mandatory: boolean): FormQuestion => ({
  questionId: `${id}-q`,
  type: 'radio',
  title: 'Bersedia WFO di Jakarta?',
  mandatory,
  options: [
    { id: `${id}-yes`, value: 'Ya' },
    { id: `${id}-no`, value: 'Tidak' },
  ],
});
const text = (id: string): FormQuestion => ({
  questionId: `${id}-t`,
  type: 'shortText',
  title: ' Ceritakan  dirimu ',
  mandatory: false,
  options: [],
});

describe('bulk apply questions', () => {
  const forms = [
    { jobId: 'a', questions: [radio('a', false), text('a')] },
    { jobId: 'b', questions: [radio('b', true), { ...text('b'), title: 'ceritakan dirimu' }] },
  ];

  it('asks a question shared by several jobs once, mandatory if any job says so', () => {
    const shared = shareQuestions(forms);
    expect(shared).toHaveLength(2);
    expect(shared[0]).toMatchObject({ jobIds: ['a', 'b'], question: { mandatory: true } });
    expect(sharedDrafts(shared)).toEqual(['', '']);
  });

  it('sends each job its own question and option ids', () => {
    const shared = shareQuestions(forms);
    const drafts = ['Ya', 'Siap belajar'];
    expect(answersForJob(forms[1]!, shared, drafts)).toEqual([
      { questionId: 'b-q', answer: 'b-yes' },
      { questionId: 'b-t', answer: 'Siap belajar' },
    ]);
  });
});
