'use client';

import { mentoringDistrictListResponseSchema, type MentoringDistrict } from '@jenjang/domain';
import { MapPin, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { inputStyles } from '@/features/profile/form-fields';
import { apiClient } from '@/lib/auth/browser-api';
import { MENTOR_API } from './mentor-paths';

const SEARCH_DELAY_MS = 300;

/**
 * The mentor's district (kecamatan), searched in `district/list` as they type: the matches are
 * buttons under the field (Tab reaches them), the chosen one shows with its regency and
 * province and can be cleared.
 */
export function DistrictSearch({
  id,
  value,
  initial,
  onChange,
  error,
}: {
  id: string;
  value: string | null;
  initial: MentoringDistrict | null;
  onChange: (code: string | null) => void;
  error: string | undefined;
}) {
  const t = useTranslations('onboardingMentor.profile');
  const [chosen, setChosen] = useState<MentoringDistrict | null>(
    initial && initial.code === value ? initial : null,
  );
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<MentoringDistrict[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle');
  const listId = useId();

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setResults([]);
      setState('idle');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState('loading');
      apiClient
        .request<unknown>(MENTOR_API.districts, {
          query: { q, limit: 8 },
          signal: controller.signal,
        })
        .then((body) => {
          const parsed = mentoringDistrictListResponseSchema.safeParse(body);
          setResults(parsed.success ? parsed.data.data.docs : []);
          setState(parsed.success ? 'done' : 'failed');
        })
        .catch((cause: unknown) => {
          if (cause instanceof DOMException && cause.name === 'AbortError') return;
          setState('failed');
        });
    }, SEARCH_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query]);

  if (value && chosen) {
    return (
      <div className="space-y-1">
        <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
          {t('district')}
        </p>
        <div className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
          <span className="flex-1 text-sm text-slate-900" aria-labelledby={`${id}-label`}>
            {chosen.label}
          </span>
          <button
            type="button"
            className="-m-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900"
            aria-label={t('districtClear', { name: chosen.name })}
            onClick={() => {
              setChosen(null);
              onChange(null);
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('district')}
      </label>
      <input
        id={id}
        type="search"
        className={inputStyles}
        value={query}
        autoComplete="off"
        placeholder={t('districtPlaceholder')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-controls={listId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600" aria-live="polite">
        {state === 'loading'
          ? t('districtSearching')
          : state === 'failed'
            ? t('districtFailed')
            : state === 'done' && results.length === 0
              ? t('districtNone')
              : t('districtHint')}
      </p>
      <ul id={listId} className="space-y-1" aria-label={t('districtResults')}>
        {results.map((district) => (
          <li key={district.code}>
            <button
              type="button"
              className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm hover:border-brand-600 hover:bg-brand-50 focus:border-brand-600"
              onClick={() => {
                setChosen(district);
                setQuery('');
                onChange(district.code);
              }}
            >
              <span className="font-semibold text-slate-900">{district.name}</span>
              <span className="block text-xs text-slate-600">
                {district.regencyName}, {district.provinceName}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
