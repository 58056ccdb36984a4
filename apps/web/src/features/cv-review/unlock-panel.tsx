'use client';

// The one action of a locked report: "Unlock the full report — 1 credit". With a credit it
// unlocks and shows the full report; without one (402 INSUFFICIENT_CREDITS) it goes to the
// checkout of the one-credit pack, which comes back here and unlocks on arrival.
import { Loader2, LockOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { ApiRequestError, apiClient } from '@/lib/auth/browser-api';
import { cn } from '@/lib/cn';
import { useRouter } from '@/lib/i18n/navigation';
import { reportPath, unlockPath } from './cv-review-api';
import { unlockPaymentPath } from './cv-review-format';

export type UnlockTexts = {
  unlock: string;
  unlocking: string;
  unlockFailed: string;
  autoUnlocking: string;
  balance: string | null;
};

export function UnlockPanel({
  reviewId,
  texts,
  autoUnlock,
}: {
  reviewId: string;
  texts: UnlockTexts;
  /** Back from paying for this unlock: spend the credit without a second click. */
  autoUnlock: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const autoStarted = useRef(false);

  /** `automatic`: the unlock on arrival after paying, which never sends the user to pay again. */
  async function unlock(automatic = false) {
    setBusy(true);
    setError(null);
    try {
      await apiClient.request<unknown>(unlockPath(reviewId), { method: 'POST' });
      // The report's own address, without the after-payment flag, now renders unlocked. A
      // document navigation: a replace and a refresh side by side can lose the move
      // (vercel/next.js#60303), which left the panel busy for good.
      router.assign(reportPath(reviewId), { replace: true });
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 402 && !automatic) {
        router.assign(unlockPaymentPath(reviewId));
        return;
      }
      setBusy(false);
      setError(caught instanceof ApiRequestError ? caught.message : texts.unlockFailed);
    }
  }

  useEffect(() => {
    if (!autoUnlock || autoStarted.current) return;
    autoStarted.current = true;
    void unlock();
    // Once per visit, on arrival only.
  }, [autoUnlock]);

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void unlock()}
        disabled={busy}
        aria-busy={busy}
        className={cn(buttonStyles.primary, 'w-full text-base disabled:opacity-70 sm:w-auto')}
      >
        {busy ? (
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <LockOpen className="size-4" aria-hidden />
        )}
        {busy ? texts.unlocking : texts.unlock}
      </button>
      <div aria-live="polite" className="text-sm">
        {busy && autoUnlock ? <p className="text-slate-700">{texts.autoUnlocking}</p> : null}
        {error ? (
          <p role="alert" className="font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      {texts.balance ? <p className="text-sm text-slate-700">{texts.balance}</p> : null}
    </div>
  );
}
