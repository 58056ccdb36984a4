import { House, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';

export type ErrorStateLabels = {
  code: string;
  title: string;
  body: string;
  retry: string;
  home: string;
};

/** The server-error page and error boundaries; `onRetry` only where a retry makes sense. */
export function ErrorState({
  labels,
  onRetry,
  retrying = false,
  as = 'h1',
}: {
  labels: ErrorStateLabels;
  onRetry?: () => void;
  retrying?: boolean;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-20">
      <StatusPanel
        role="alert"
        as={as}
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        eyebrow={labels.code}
        title={labels.title}
        actions={
          <>
            {onRetry ? (
              <button
                type="button"
                onClick={onRetry}
                disabled={retrying}
                className={`${buttonStyles.primary} disabled:opacity-70`}
              >
                <RefreshCw
                  aria-hidden="true"
                  className={retrying ? 'size-4 animate-spin' : 'size-4'}
                />
                {labels.retry}
              </button>
            ) : null}
            <Link href="/" className={onRetry ? buttonStyles.secondary : buttonStyles.primary}>
              <House aria-hidden="true" className="size-4" />
              {labels.home}
            </Link>
          </>
        }
      >
        <p>{labels.body}</p>
      </StatusPanel>
    </div>
  );
}
