'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import type {
  PipelineCard,
  PipelineColumn,
  PipelineJob,
  PipelineListResponse,
} from '@jenjang/domain';
import { EMPLOYER_STATUS_DEFINITIONS, employerStatusKey, formatWibDateLong } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiClient } from '@/lib/auth/browser-api';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { StatusChip } from '@/features/applications/status-chip';
import { columnLabel, fixedColumnLabel } from './column-label';
import { candidatePath, pipelinePaths } from './pipeline-api';
import { countArgs } from '@/lib/i18n/count';

type Props = {
  jobId: string;
  job: PipelineJob;
  columns: PipelineColumn[] | null;
  list: PipelineListResponse['data'] | null;
  moreHrefs: Record<string, string>;
  pages: { prev: string | null; next: string | null } | null;
};

/** The board (or list) of applicants with selection and bulk move / reject. */
export function ApplicantsView({ jobId, job, columns, list, moreHrefs, pages }: Props) {
  const t = useTranslations('employer.pipeline');
  const locale = useLocale() === 'en' ? 'en' : 'idn';
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [mobileColumn, setMobileColumn] = useState(columns?.[0]?.key ?? 'applied');
  const [target, setTarget] = useState('review');
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [, startRefresh] = useTransition();
  const hiddenStep = (name: string) => t('columns.hiddenStep', { name });

  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function runBulk(action: object) {
    setBusy(true);
    setMessage(null);
    try {
      const res = (await apiClient.request(pipelinePaths.bulk(jobId), {
        method: 'POST',
        body: { applicationIds: [...selected], action },
      })) as { data: { succeeded: number; failed: number } };
      setMessage(t('bulk.done', res.data));
      setSelected(new Set());
      setRejecting(false);
      setReason('');
      startRefresh(() => router.refresh());
    } catch {
      setMessage(t('bulk.failed'));
    } finally {
      setBusy(false);
    }
  }

  function moveAction() {
    const step = job.steps.find((s) => s.id === target);
    if (!step) return { action: 'move', status: target, recruitmentStepId: null };
    const status =
      step.type === 'techTest' ? 'techTestSent' : step.type === 'custom' ? 'custom' : step.type;
    return { action: 'move', status, recruitmentStepId: step.id };
  }

  const card = (c: PipelineCard) => {
    const key = employerStatusKey(c.status, c.withdrawnAt !== null);
    const status = EMPLOYER_STATUS_DEFINITIONS[key];
    return (
      <li
        key={c.id}
        data-card={c.id}
        className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
      >
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={selected.has(c.id)}
            onChange={() => toggle(c.id)}
            aria-label={t('select', { name: c.candidate.name })}
          />
          <div className="min-w-0 flex-1">
            <Link
              href={candidatePath(jobId, c.id)}
              className="block truncate font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {c.candidate.name}
            </Link>
            {c.candidate.major ? (
              <p className="truncate text-sm text-slate-600">{c.candidate.major}</p>
            ) : null}
            <p className="text-xs text-slate-600">
              {t('appliedOn', { date: formatWibDateLong(c.createdAt, locale) })}
            </p>
            <StatusChip
              label={status.label[locale]}
              tone={status.tone}
              status={key}
              className="my-1"
            />
            <p className="flex flex-wrap gap-2 text-xs text-slate-700">
              {c.rating !== null ? <span>{t('rating', { rating: c.rating })}</span> : null}
              {c.noteCount > 0 ? (
                <span>{t('noteCount', countArgs(c.noteCount, locale))}</span>
              ) : null}
              {c.fromRecommendation ? <span>{t('invited')}</span> : null}
            </p>
          </div>
        </div>
      </li>
    );
  };

  return (
    <div className="space-y-4">
      <div
        role="region"
        aria-label={t('selected', { count: selected.size })}
        className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
      >
        <p className="min-h-11 content-center text-sm font-semibold" aria-live="polite">
          {t('selected', { count: selected.size })}
        </p>
        <label className="flex flex-col text-sm font-semibold text-slate-800">
          {t('bulk.moveTo')}
          <select
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-2 font-normal"
          >
            <option value="review">{fixedColumnLabel('applied', locale)}</option>
            {job.steps.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
            <option value="offered">{t('actions.offer')}</option>
            <option value="waitListed">{fixedColumnLabel('waitListed', locale)}</option>
          </select>
        </label>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy || selected.size === 0}
          onClick={() => void runBulk(moveAction())}
        >
          {t('bulk.move')}
        </button>
        {rejecting ? (
          <ClientForm
            className="flex flex-1 flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (reason.trim()) void runBulk({ action: 'reject', reason });
            }}
          >
            <label className="flex min-w-56 flex-1 flex-col text-sm font-semibold text-slate-800">
              {t('bulk.reason')}
              <input
                required
                maxLength={2000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                className="mt-1 min-h-11 rounded-lg border border-slate-300 px-3 font-normal"
              />
            </label>
            <button
              type="submit"
              className={cn(buttonStyles.primary, 'bg-red-700 hover:bg-red-800')}
              disabled={busy}
            >
              {t('bulk.confirmReject')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setRejecting(false)}
            >
              {t('actions.cancel')}
            </button>
          </ClientForm>
        ) : (
          <button
            type="button"
            className={cn(buttonStyles.secondary, 'text-red-700')}
            disabled={busy || selected.size === 0}
            onClick={() => setRejecting(true)}
          >
            {t('bulk.reject')}
          </button>
        )}
        {message ? (
          <p role="status" className="w-full text-sm text-slate-800">
            {message}
          </p>
        ) : null}
      </div>

      {columns ? (
        <>
          <label className="flex flex-col text-sm font-semibold text-slate-800 md:hidden">
            {t('stepSelector')}
            <select
              value={mobileColumn}
              onChange={(e) => setMobileColumn(e.target.value)}
              className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-2 font-normal"
            >
              {columns.map((c) => (
                <option key={c.key} value={c.key}>
                  {columnLabel(c, locale, hiddenStep)} ({c.count})
                </option>
              ))}
            </select>
          </label>
          {/* The columns share the width; past it they keep 15rem and the board scrolls, by
              keyboard too (focusable, named). */}
          <div
            role="region"
            tabIndex={0}
            aria-label={t('views.board')}
            className="flex gap-3 rounded-xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:overflow-x-auto md:pb-2"
          >
            {columns.map((c) => (
              <section
                key={c.key}
                aria-labelledby={`col-${c.key}`}
                className={cn(
                  'w-full shrink-0 flex-col gap-2 rounded-xl bg-slate-100 p-2 md:flex md:w-auto md:min-w-60 md:flex-1',
                  mobileColumn === c.key ? 'flex' : 'hidden',
                )}
              >
                <h2
                  id={`col-${c.key}`}
                  className="flex justify-between px-1 text-sm font-bold text-slate-900"
                >
                  <span className="truncate">{columnLabel(c, locale, hiddenStep)}</span>
                  <span>{c.count}</span>
                </h2>
                {c.cards.length === 0 ? (
                  <p className="px-1 text-sm text-slate-600">{t('emptyColumn')}</p>
                ) : (
                  <ul className="space-y-2">{c.cards.map(card)}</ul>
                )}
                {c.count > c.cards.length && moreHrefs[c.key] ? (
                  <Link
                    href={moreHrefs[c.key]!}
                    className="px-1 text-sm font-semibold text-brand-800 underline"
                  >
                    {t('more', { count: c.count })}
                  </Link>
                ) : null}
              </section>
            ))}
          </div>
        </>
      ) : null}

      {list ? (
        <section aria-label={t('views.list')} className="space-y-3">
          <p className="text-sm text-slate-700">{t('count', countArgs(list.totalDocs, locale))}</p>
          {list.docs.length === 0 ? (
            <p role="status" className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
              {t('empty')}
            </p>
          ) : (
            <>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={list.docs.every((d) => selected.has(d.id))}
                  onChange={(e) =>
                    setSelected(e.target.checked ? new Set(list.docs.map((d) => d.id)) : new Set())
                  }
                />
                {t('selectAll')}
              </label>
              <ul className="grid gap-2 md:grid-cols-2">{list.docs.map(card)}</ul>
            </>
          )}
          {pages && (pages.prev || pages.next) ? (
            <nav className="flex justify-between" aria-label={t('views.list')}>
              {pages.prev ? (
                <Link href={pages.prev} className={buttonStyles.secondary}>
                  ←
                </Link>
              ) : (
                <span />
              )}
              {pages.next ? (
                <Link href={pages.next} className={buttonStyles.secondary}>
                  →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
