'use client';

import { NETWORK_ERROR_MESSAGES, type Locale } from '@jenjang/domain';
import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiClient, ApiRequestError, type ApiRequestInit } from '@/lib/auth/browser-api';

export type ActionFailure = { message: string; messageId: string; details?: unknown };

/**
 * One API call of the mentor area (approve, save the schedule, ...): pending while it runs, the
 * API's sentence in the page's language when it fails (the envelope's localizedMessage), and
 * the server components reloaded when it succeeds. Forms keep their values: nothing is reset
 * on a failure.
 */
export function useMentorAction(options: { refresh?: boolean } = {}) {
  const router = useRouter();
  const locale = useLocale() as Locale;
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  async function run<T>(key: string, path: string, init: ApiRequestInit): Promise<T | null> {
    setPending(key);
    setFailure(null);
    try {
      const result = await apiClient.request<T>(path, init);
      if (options.refresh !== false) router.refresh();
      return result;
    } catch (cause) {
      setFailure(
        cause instanceof ApiRequestError && cause.status !== 0
          ? { message: cause.message, messageId: cause.messageId, details: cause.details }
          : { message: NETWORK_ERROR_MESSAGES[locale], messageId: 'NETWORK_ERROR' },
      );
      return null;
    } finally {
      setPending(null);
    }
  }
  return { run, pending, failure, setFailure, error: failure?.message ?? null };
}
