'use client';

import { ErrorState } from '@/features/errors/error-state';
import { PageBand } from '@/features/shell/page-band';
import { useClientText } from '@/lib/i18n/client-text-provider';
import { useErrorRetry, type ErrorBoundaryProps } from '@/features/errors/use-error-retry';

/** Unexpected failures of the home page (API failures are handled inline by HomePage). */
export function HomeError(props: ErrorBoundaryProps) {
  const { homeError: t, serverError: common } = useClientText();
  const { retrying, retry } = useErrorRetry(props);

  return (
    <>
      <PageBand className="pb-4 md:pb-6" />
      <ErrorState
        as="h1"
        // The home page's own title, body and retry; the code and home link of every error.
        labels={{ ...common, ...t }}
        retrying={retrying}
        onRetry={retry}
      />
    </>
  );
}
