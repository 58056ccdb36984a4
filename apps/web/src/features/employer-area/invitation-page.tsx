'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { Link } from '@/lib/i18n/navigation';
import { EMPLOYER_PATHS } from './employer-paths';
import { useEmployerAction } from './use-employer-action';

/** /employer/invitation?token=…: the signed-in employer accepts the mailed invitation. */
export function AcceptInvitation({ token }: { token: string | null }) {
  const t = useTranslations('employer.area.invitation');
  const action = useEmployerAction();
  const [accepted, setAccepted] = useState(false);
  return (
    <section className="mx-auto max-w-lg space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
      {!token ? (
        <p role="alert" className="text-red-700">
          {t('missing')}
        </p>
      ) : accepted ? (
        <Link href="/employer" className={buttonStyles.primary}>
          {t('accepted')}
        </Link>
      ) : (
        <>
          <p className="text-slate-700">{t('body')}</p>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={action.pending !== null}
            onClick={() =>
              action.run(
                'accept',
                EMPLOYER_PATHS.acceptInvitation,
                { method: 'POST', body: { token } },
                () => setAccepted(true),
              )
            }
          >
            {t('accept')}
          </button>
          {action.error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {action.error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
