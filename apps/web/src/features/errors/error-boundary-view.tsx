'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { useClientText } from '@/lib/i18n/client-text-provider';
import { ErrorState } from './error-state';

/** Body of error.tsx files: logs the error and retries by refreshing the server render. */
export function ErrorBoundaryView({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { serverError: t } = useClientText();
  const router = useRouter();
  const [retrying, startRetry] = useTransition();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorState
      labels={{
        code: t.code,
        title: t.title,
        body: t.body,
        retry: t.retry,
        home: t.home,
      }}
      retrying={retrying}
      onRetry={() =>
        startRetry(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}
