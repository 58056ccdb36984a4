'use client';

import '@/styles/globals.css';
import { useEffect } from 'react';
import messages from '../../messages/idn/common.json';

// Last resort when the root layout itself fails: no providers exist here, so the Indonesian
// texts are read straight from the default locale's file.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const text = messages.errors.server;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="id">
      <body className="flex min-h-dvh items-center justify-center bg-white p-6 font-sans text-slate-900">
        <main className="max-w-md text-center">
          <p className="text-sm font-semibold text-brand-700">{text.code}</p>
          <h1 className="mt-2 text-2xl font-bold">{text.title}</h1>
          <p className="mt-3 text-slate-600">{text.body}</p>
          <div className="mt-6 flex justify-center gap-3">
            <button
              type="button"
              onClick={reset}
              className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
            >
              {text.retry}
            </button>
            {/* A full reload: the app's router may be the broken part. */}
            <a
              href="/"
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold"
            >
              {text.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
