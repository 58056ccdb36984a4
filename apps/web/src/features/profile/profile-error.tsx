'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { ErrorState } from '@/features/errors/error-state';

/** The profile route's error boundary: its own wording, a retry that renders again. */
export function ProfileError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('profile.profilePage.error');
  const code = useTranslations('common.errors.server');
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  useEffect(() => {
    console.error(error);
  }, [error]);
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
      onRetry={() =>
        startRetry(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}
