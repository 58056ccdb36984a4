'use client';

import { useClientText } from '@/lib/i18n/client-text-provider';
import { ErrorState } from './error-state';
import { useErrorRetry, type ErrorBoundaryProps } from './use-error-retry';

/** Body of error.tsx files: logs the error and retries by refreshing the server render. */
export function ErrorBoundaryView(props: ErrorBoundaryProps) {
  const { serverError: t } = useClientText();
  const { retrying, retry } = useErrorRetry(props);

  return <ErrorState labels={t} retrying={retrying} onRetry={retry} />;
}
