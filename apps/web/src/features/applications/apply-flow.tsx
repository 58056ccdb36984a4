'use client';

import { useState } from 'react';
import { apiClient } from '@/lib/auth/browser-api';
import type { FormQuestion } from './answer-drafts';
import { applyPath } from './applications-api';
import { ApplyForm } from './apply-form';
import { ApplySuccess } from './apply-success';

export type ApplyJob = { id: string; role: string; companyName: string; path: string };

/** The apply page's two states: the form, then the success screen. */
export function ApplyFlow({ job, questions }: { job: ApplyJob; questions: FormQuestion[] }) {
  const [applied, setApplied] = useState(false);
  if (applied) return <ApplySuccess job={job} />;
  return (
    <ApplyForm
      questions={questions}
      send={async (answers) => {
        await apiClient.request(applyPath(job.id), { method: 'POST', body: { answers } });
      }}
      onApplied={() => {
        setApplied(true);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
