'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/features/errors/error-state';
import { useErrorRetry, type ErrorBoundaryProps } from '@/features/errors/use-error-retry';

/** The profile route's error boundary: its own wording, a retry that renders again. */
export function ProfileError(props: ErrorBoundaryProps) {
  const t = useTranslations('profile.profilePage.error');
  const code = useTranslations('common.errors.server');
  const { retrying, retry } = useErrorRetry(props);
  return (
    <ErrorState
      labels={{
        code: code('code'),
        title: t('title'),
        body: t('body'),
        retry: t('retry'),
        home: t('home'),
      }}
      retrying={retrying}
      onRetry={retry}
    />
  );
}
