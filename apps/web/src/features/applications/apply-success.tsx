'use client';

import type { JobDoc } from '@jenjang/domain';
import { CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiClient } from '@/lib/auth/browser-api';
import { Link } from '@/lib/i18n/navigation';
import { jobPath } from '@/features/jobs/job-path';
import { buttonStyles } from '@/features/shell/button-styles';
import { BulkApplyBar } from '@/features/bulk-apply/bulk-apply-bar';
import { BulkSelectToggle } from '@/features/bulk-apply/bulk-select-toggle';
import { RECOMMENDATION_AFTER_APPLY_PATH } from './applications-api';
import type { ApplyJob } from './apply-flow';
import { AdditionalInformationForm } from './additional-information-form';

type Recommended = { status: 'loading' } | { status: 'error' } | { status: 'done'; jobs: JobDoc[] };

/** After applying: it worked, where to follow it, jobs like it, and a few optional details. */
export function ApplySuccess({ job }: { job: ApplyJob }) {
  const t = useTranslations('jobDetail.applyForm.success');
  const bulk = useTranslations('bulkApply.flow');
  const [recommended, setRecommended] = useState<Recommended>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    apiClient
      .request<{ data: { docs: JobDoc[] } }>(RECOMMENDATION_AFTER_APPLY_PATH, {
        query: { jobId: job.id, limit: 6 },
      })
      .then((body) => current && setRecommended({ status: 'done', jobs: body.data.docs }))
      .catch(() => current && setRecommended({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [job.id]);

  return (
    <div className="space-y-8 pb-24" data-apply-success>
      <section
        role="status"
        className="flex flex-col items-center rounded-2xl border border-green-200 bg-green-50 px-6 py-8 text-center"
      >
        <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
        <h2 className="mt-3 text-xl font-bold text-slate-900 md:text-2xl">{t('title')}</h2>
        <p className="mt-2 text-slate-700">
          {t('body', { company: job.companyName, role: job.role })}
        </p>
        <Link href="/loker/applied" className={`${buttonStyles.primary} mt-5`}>
          {t('viewApplications')}
        </Link>
      </section>
      <AdditionalInformationForm />
      <section aria-labelledby="recommended-heading">
        <h2 id="recommended-heading" className="text-lg font-bold text-slate-900">
          {t('recommendedHeading')}
        </h2>
        {recommended.status === 'loading' ? (
          <div aria-hidden="true" className="mt-3 grid animate-pulse gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="h-20 rounded-xl bg-slate-100" />
            ))}
          </div>
        ) : recommended.status === 'error' ? (
          <p className="mt-3 text-sm text-slate-600">{t('recommendedError')}</p>
        ) : recommended.jobs.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('recommendedEmpty')}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-recommended-jobs>
            {recommended.jobs.map((doc) => (
              <li
                key={doc.id}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 focus-within:border-brand-600 hover:border-brand-600"
              >
                <Link href={jobPath(doc)} className="block min-h-11">
                  <span className="block font-semibold text-slate-900">{doc.role}</span>
                  <span className="mt-1 block text-sm text-slate-600">{doc.company.name}</span>
                </Link>
                {doc.applicationType === 'easyApply' ? (
                  <BulkSelectToggle
                    job={{ id: doc.id, role: doc.role, company: doc.company.name }}
                    label={bulk('select')}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <BulkApplyBar
        labels={{
          selected: bulk.raw('selected') as string,
          clear: bulk('clear'),
          review: bulk('review'),
        }}
      />
    </div>
  );
}
