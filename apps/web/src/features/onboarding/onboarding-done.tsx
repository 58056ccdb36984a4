'use client';

import type { JobDoc } from '@jenjang/domain';
import { CircleCheck, MapPin } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '@/lib/auth/browser-api';
import { jobPath } from '@/features/jobs/job-path';
import { buttonStyles } from '@/features/shell/button-styles';
import {
  FIRST_RECOMMENDATIONS,
  firstRecommendations,
  type RecommendedJob,
} from './first-recommendations';

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; jobs: RecommendedJob[]; matching: boolean };

/** Jobs asked for: more than are shown, so enough of them can match what was chosen. */
const REQUESTED = FIRST_RECOMMENDATIONS * 3;

/**
 * The end of onboarding: it worked, what happens with the answers, the first jobs that match
 * them, and the way on (back to where the person came from, or to all jobs). Links are plain
 * anchors: the next page is rendered on the server with the new profile.
 */
export function OnboardingDone({
  chosen,
  cvName,
  destination,
  home,
}: {
  chosen: { preferredRoleIds: number[]; preferredCityIds: number[] };
  /** The CV uploaded just now, if any. */
  cvName: string | null;
  destination: string;
  home: string;
}) {
  const t = useTranslations('profile.onboarding.done');
  const heading = useRef<HTMLHeadingElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const roles = chosen.preferredRoleIds.join(',');
  const cities = chosen.preferredCityIds.join(',');

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    let current = true;
    apiClient
      .request<{ data: { docs: JobDoc[] } }>('/v1/explore-job/job/recommendation', {
        query: { limit: REQUESTED },
      })
      .then((body) => {
        if (!current) return;
        const ids = (list: string) => (list ? list.split(',').map(Number) : []);
        const picked = firstRecommendations(body.data.docs, {
          preferredRoleIds: ids(roles),
          preferredCityIds: ids(cities),
        });
        setLoaded({ status: 'done', ...picked });
      })
      .catch(() => current && setLoaded({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [roles, cities]);

  const profilePath = `${home === '/' ? '' : home}/profile`;
  return (
    <div className="space-y-8" data-onboarding-done>
      <section className="flex flex-col items-center rounded-2xl border border-green-200 bg-green-50 px-6 py-8 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
        <h2
          ref={heading}
          tabIndex={-1}
          className="mt-3 text-xl font-bold text-slate-900 focus:outline-none md:text-2xl"
        >
          {t('title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('body')}</p>
        {cvName ? (
          <p className="mt-2 text-sm text-slate-700">{t('cvSaved', { name: cvName })}</p>
        ) : null}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <a href={destination} className={buttonStyles.primary}>
            {destination === home ? t('browse') : t('continue')}
          </a>
          <a href={profilePath} className={buttonStyles.secondary}>
            {t('profile')}
          </a>
        </div>
      </section>

      <section aria-labelledby="first-jobs-heading" aria-busy={loaded.status === 'loading'}>
        <h2 id="first-jobs-heading" className="text-lg font-bold text-slate-900">
          {loaded.status === 'done' && !loaded.matching ? t('latestHeading') : t('matchingHeading')}
        </h2>
        {loaded.status === 'loading' ? (
          <div aria-hidden="true" className="mt-3 grid animate-pulse gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="h-20 rounded-xl bg-slate-100" />
            ))}
          </div>
        ) : loaded.status === 'error' ? (
          <p className="mt-3 text-sm text-slate-600">{t('recommendedError')}</p>
        ) : loaded.jobs.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('recommendedEmpty')}</p>
        ) : (
          <>
            {!loaded.matching ? (
              <p className="mt-1 text-sm text-slate-600">{t('noMatchYet')}</p>
            ) : null}
            <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-first-jobs>
              {loaded.jobs.map(({ job, reasons }) => (
                <li key={job.id}>
                  <a
                    href={`${home === '/' ? '' : home}${jobPath(job)}`}
                    className="block min-h-11 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 focus-visible:border-brand-600"
                  >
                    <span className="block font-semibold text-slate-900">{job.role}</span>
                    <span className="mt-1 block text-sm text-slate-600">{job.company.name}</span>
                    <span className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                      {job.location.city.name}
                    </span>
                    {reasons.length > 0 ? (
                      <span className="mt-2 flex flex-wrap gap-1.5">
                        {reasons.map((reason) => (
                          <span
                            key={reason}
                            className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
                          >
                            {t(reason === 'role' ? 'matchRole' : 'matchCity')}
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
