'use client';

import { ClientButton } from '@/lib/hydration/client-button';
import { Download, LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { apiClient } from '@/lib/auth/browser-api';
import { buttonStyles } from '@/features/shell/button-styles';
import { exportFileName } from './account-rules';

/** Saves a JSON value as a file through a temporary link, the one way every browser supports. */
function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * UU PDP right of access: all of the user's data as a JSON file. Fetched through the API client
 * (so an expired access token is refreshed) and then saved as a file.
 */
export function ExportDataButton() {
  const t = useTranslations('profile.profilePage.account.export');
  const [state, setState] = useState<'idle' | 'preparing' | 'done' | 'failed'>('idle');

  async function download() {
    if (state === 'preparing') return;
    setState('preparing');
    try {
      const data = await apiClient.request('/v1/users/me/export');
      saveJsonFile(data, exportFileName(data, new Date()));
      setState('done');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="space-y-2">
      <h3 className="text-base font-bold text-slate-900">{t('title')}</h3>
      <p className="text-sm text-slate-700">{t('body')}</p>
      <ClientButton
        type="button"
        onClick={() => void download()}
        disabled={state === 'preparing'}
        aria-describedby="export-status"
        className={cn(buttonStyles.secondary, 'disabled:opacity-70')}
      >
        {state === 'preparing' ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {state === 'preparing' ? t('preparing') : t('button')}
      </ClientButton>
      <p
        id="export-status"
        role="status"
        className={cn(
          'text-sm font-medium empty:hidden',
          state === 'failed' ? 'text-red-700' : 'text-emerald-700',
        )}
      >
        {state === 'done' ? t('done') : state === 'failed' ? t('failed') : ''}
      </p>
    </div>
  );
}
