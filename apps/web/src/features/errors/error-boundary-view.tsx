'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { ErrorState } from './error-state';

/** Body of error.tsx files: logs the error and retries by refreshing the server render. */
export function ErrorBoundaryView({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('common.errors.server');
  const router = useRouter();
  const [retrying, startRetry] = useTransition();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorState
      labels={{
        code: t('code'),
        title: t('title'),
        body: t('body'),
        retry: t('retry'),
        home: t('home'),
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
