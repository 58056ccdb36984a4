'use client';

import { AlertCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { rememberSaveOutcome, type SaveOutcome } from '@/features/saved-jobs/save-after-sign-in';
import { Link } from '@/lib/i18n/navigation';
import { linkClass } from './auth-card';
import { Notice } from './notice';

type Problem = { message: string };

/**
 * The provider sent the browser back with the ID token in the URL fragment (never sent to a
 * server): take it out of the address bar and the history at once, hand it to the web's finish
 * route, and go where that says. Errors stay on this page with a way back.
 */
export function GoogleCallback() {
  const t = useTranslations('common.auth.google');
  const tErrors = useTranslations('common.auth.errors');
  const locale = useLocale();
  const [problem, setProblem] = useState<Problem | null>(null);
  const started = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Once: a second run (React's development checks) would find the fragment gone.
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(null, '', window.location.pathname);
    const idToken = fragment.get('id_token');
    const state = fragment.get('state');
    if (!idToken || !state) {
      setProblem({
        message: fragment.get('error') === 'access_denied' ? t('cancelled') : t('failed'),
      });
      return;
    }
    void finish({ idToken, state, locale })
      .then((outcome) => {
        if ('destination' in outcome) {
          if (outcome.saveOutcome) rememberSaveOutcome(outcome.saveOutcome, window.sessionStorage);
          window.location.replace(outcome.destination);
        } else
          setProblem({ message: outcome.message ?? t(outcome.expired ? 'expired' : 'failed') });
      })
      .catch(() => setProblem({ message: tErrors('network') }));
  }, [locale, t, tErrors]);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  if (!problem) return <Notice>{t('finishing')}</Notice>;
  return (
    <div ref={alertRef} tabIndex={-1} role="alert" className="focus:outline-none">
      <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-3 text-sm text-red-800">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-2">
          <p>{problem.message}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <a href={`/api/auth/google?locale=${locale}`} className={linkClass}>
              {t('tryAgain')}
            </a>
            <Link href="/sign-in" className={linkClass}>
              {t('backToSignIn')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

type Outcome =
  | { destination: string; saveOutcome: SaveOutcome | null }
  | { message: string | null; expired: boolean };

async function finish(input: { idToken: string; state: string; locale: string }): Promise<Outcome> {
  const response = await fetch('/api/auth/google/finish', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': input.locale },
    body: JSON.stringify({ idToken: input.idToken, state: input.state }),
    cache: 'no-store',
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { destination?: unknown; saveOutcome?: SaveOutcome };
    messageId?: unknown;
    message?: unknown;
    localizedMessage?: unknown;
  } | null;
  const destination = body?.data?.destination;
  if (response.ok && typeof destination === 'string') {
    // Our own route's answer: the outcome is shown as text, and checked again when read.
    return { destination, saveOutcome: body?.data?.saveOutcome ?? null };
  }
  // The web's own refusal (state gone or forged) says nothing useful: ours is clearer. The
  // API's (e.g. ACCOUNT_EXISTS_USE_PASSWORD) is in the person's language already.
  const text = body?.localizedMessage ?? body?.message;
  const fromApi = response.status !== 400 && typeof text === 'string';
  return { message: fromApi ? (text as string) : null, expired: response.status === 400 };
}
