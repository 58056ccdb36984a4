'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { ErrorState } from '@/features/errors/error-state';
import { PageBand } from '@/features/shell/page-band';
import { useClientText } from '@/lib/i18n/client-text-provider';

/** Unexpected failures of the home page (API failures are handled inline by HomePage). */
export function HomeError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { homeError: t, serverError: common } = useClientText();
  const router = useRouter();
  const [retrying, startRetry] = useTransition();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      <PageBand className="pb-4 md:pb-6" />
      <ErrorState
        as="h1"
        labels={{
          code: common.code,
          title: t.title,
          body: t.body,
          retry: t.retry,
          home: common.home,
        }}
        retrying={retrying}
        onRetry={() =>
          startRetry(() => {
            router.refresh();
            reset();
          })
        }
      />
    </>
  );
}
