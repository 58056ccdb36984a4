import { emptyJobEditorValues } from '@jenjang/domain';
import { notFound } from 'next/navigation';
import { itemsOf, loadCities } from '@/lib/api/taxonomy';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { loadJob, loadMe } from './employer-api';
import { LoadErrorNotice } from './employer-states';
import { JobEditor } from './job-editor';

/** /employer/jobs/new and /employer/jobs/[jobId]: the editor, loaded on the server. */
export async function JobEditorPage({
  params,
}: {
  params: Promise<{ locale: string; jobId?: string }>;
}) {
  const resolved = await params;
  const locale = await resolveLocale(Promise.resolve(resolved) as LocaleParams);
  const [cities, me] = await Promise.all([loadCities(locale), loadMe(locale, '/employer/jobs')]);
  const cityList = itemsOf(cities);
  if (me.kind !== 'ok') return <LoadErrorNotice locale={locale} />;
  const company = me.data.data.company;
  const defaultCity = company?.cityId ?? cityList[0]?.id ?? 1;
  if (!resolved.jobId) {
    return (
      <JobEditor
        locale={locale}
        job={null}
        initial={emptyJobEditorValues(defaultCity)}
        cities={cityList}
      />
    );
  }
  const loaded = await loadJob(locale, resolved.jobId);
  if (loaded.kind === 'notFound') notFound();
  if (loaded.kind !== 'ok') return <LoadErrorNotice locale={locale} />;
  return (
    // Keyed by the job only: a refresh after an action (save, publish, close) must not remount
    // the editor, which dropped the sentence saying what just happened ("Lowongan tayang …")
    // whenever the refresh landed before the person read it. The form already holds the saved
    // values (form.reset after each save); status and dates come from the refreshed job.
    <JobEditor
      key={loaded.data.data.id}
      locale={locale}
      job={loaded.data.data}
      initial={emptyJobEditorValues(defaultCity)}
      cities={cityList}
    />
  );
}
