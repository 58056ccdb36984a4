'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiClient, ApiRequestError, type ApiRequestInit } from '@/lib/auth/browser-api';
import { NETWORK_ERROR_MESSAGE } from '@jenjang/domain';

/**
 * One API action of a page (approve, publish, ...): pending while it runs, the API's sentence in
 * the page's language when it fails, and the server components reloaded when it succeeds.
 * An action after which the page navigates elsewhere passes `refresh: false`: a refresh started
 * beside `router.push` can swallow the navigation (vercel/next.js#60303), and the page it goes
 * to is fetched fresh anyway.
 */
export function useEmployerAction() {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(
    key: string,
    path: string,
    init: ApiRequestInit,
    after?: (result: T) => void,
    options: { refresh?: boolean } = {},
  ): Promise<T | null> {
    setPending(key);
    setError(null);
    try {
      const result = await apiClient.request<T>(path, init);
      if (after) after(result);
      if (options.refresh ?? true) router.refresh();
      return result;
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.message : NETWORK_ERROR_MESSAGE);
      return null;
    } finally {
      setPending(null);
    }
  }
  return { run, pending, error, setError };
}
