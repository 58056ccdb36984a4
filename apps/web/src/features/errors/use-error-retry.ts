'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';

export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * What every error boundary of the site does: log the error once, and retry by rendering the
 * server part again (router.refresh) and then the boundary's children (reset).
 */
export function useErrorRetry({ error, reset }: ErrorBoundaryProps) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const retry = () =>
    startRetry(() => {
      router.refresh();
      reset();
    });
  return { retrying, retry };
}
