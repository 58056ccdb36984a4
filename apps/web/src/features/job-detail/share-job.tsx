'use client';

import { Check, Link2, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';

export type ShareJobLabels = { share: string; copy: string; copied: string; copyFailed: string };

/**
 * Shares the job with the phone's share sheet (Web Share API) where there is one, and copies the
 * link otherwise. The WhatsApp, LinkedIn and X links beside it work without JavaScript.
 */
export function ShareJobButton({
  url,
  title,
  text,
  labels,
}: {
  url: string;
  title: string;
  text: string;
  labels: ShareJobLabels;
}) {
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const onClick = async () => {
    if (canShare) {
      try {
        await navigator.share({ url, title, text });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <span className="inline-flex flex-col">
      <button type="button" onClick={onClick} className={buttonStyles.secondary}>
        {status === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-700" />
        ) : canShare ? (
          <Share2 aria-hidden="true" className="size-4" />
        ) : (
          <Link2 aria-hidden="true" className="size-4" />
        )}
        {canShare ? labels.share : labels.copy}
      </button>
      <span role="status" className="mt-1 min-h-4 text-xs text-slate-700">
        {status === 'copied' ? labels.copied : status === 'failed' ? labels.copyFailed : ''}
      </span>
    </span>
  );
}
