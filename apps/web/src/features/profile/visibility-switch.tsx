'use client';

import { ClientButton } from '@/lib/hydration/client-button';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { cn } from '@/lib/cn';
import { apiClient } from '@/lib/auth/browser-api';
import { useProfile } from './profile-context';

/**
 * Hide the profile from companies. The switch flips at once (optimistic) and flips back with
 * a message if the API refuses.
 */
export function VisibilitySwitch() {
  const t = useTranslations('profile.profilePage.visibility');
  const router = useRouter();
  const { student, replaceStudent } = useProfile();
  const hidden = student.hiddenFromCompanies;
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [, startRefresh] = useTransition();

  async function toggle() {
    if (pending) return;
    const next = !hidden;
    const before = student;
    setPending(true);
    setFailed(false);
    replaceStudent({ ...student, hiddenFromCompanies: next });
    try {
      await apiClient.request(
        `/v1/job-portal/student/${encodeURIComponent(student.id)}/hidden-from-companies-by-student`,
        { method: 'PATCH', body: { hiddenFromCompanies: next } },
      );
      startRefresh(() => router.refresh());
    } catch {
      replaceStudent(before);
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      id="visibility"
      aria-labelledby="visibility-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="visibility-heading" className="mb-3 text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <span id="visibility-label" className="block font-semibold text-slate-900">
            {t('label')}
          </span>
          <p id="visibility-state" className="mt-1 text-sm text-slate-600">
            {hidden ? t('hiddenState') : t('visibleState')}
          </p>
        </div>
        <ClientButton
          type="button"
          role="switch"
          aria-checked={hidden}
          aria-labelledby="visibility-label"
          aria-describedby="visibility-state"
          aria-busy={pending}
          onClick={() => void toggle()}
          className={cn(
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            hidden ? 'bg-brand-700' : 'bg-slate-400',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-6 rounded-full bg-white shadow transition-transform',
              hidden ? 'translate-x-7' : 'translate-x-1',
            )}
          />
        </ClientButton>
      </div>
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {t('failed')}
        </p>
      ) : null}
    </section>
  );
}
