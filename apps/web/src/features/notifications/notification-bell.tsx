'use client';

import { Bell } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { fillText } from '@/lib/i18n/client-text';
import { DisclosureMenu } from '@/features/shell/disclosure-menu';
import type { ShellLabels } from '@/features/shell/shell-labels';
import { useLocale } from '@/lib/i18n/locale-provider';
import type { BellState } from './notifications-api';

const loadApi = () => import('./notifications-api');
type Api = Awaited<ReturnType<typeof loadApi>>;

type Labels = ShellLabels['notifications'];

const itemClass =
  'block w-full rounded-lg p-3 text-left outline-none hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * The bell of the header: the unread count on the button, the latest notifications below it.
 * Opening a notification marks it read; "mark all" reads them all. Asked again when the tab
 * comes back to the front, so a status change shows without a reload.
 */
export function NotificationBell({ labels, tone }: { labels: Labels; tone: 'light' | 'dark' }) {
  const [state, setState] = useState<BellState | null>(null);
  const [failed, setFailed] = useState(false);
  const [api, setApi] = useState<Api | null>(null);
  const titleRef = useRef<HTMLParagraphElement>(null);
  const locale = useLocale();

  const refresh = useCallback(() => {
    loadApi()
      .then((loaded) => {
        setApi(loaded);
        return loaded.loadBell();
      })
      .then((next) => {
        setState(next);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const unread = state?.unreadCount ?? 0;
  const buttonLabel = unread > 0 ? fillText(labels.bellUnread, { count: unread }) : labels.bell;

  const read = (id: string) => {
    setState((current) =>
      current
        ? {
            unreadCount: Math.max(
              0,
              current.unreadCount - (current.items.some((n) => n.id === id && !n.readAt) ? 1 : 0),
            ),
            items: current.items.map((n) =>
              n.id === id ? { ...n, readAt: n.readAt ?? new Date().toISOString() } : n,
            ),
          }
        : current,
    );
    void loadApi()
      .then((loaded) => loaded.markRead([id]))
      .catch(() => refresh());
  };

  return (
    <DisclosureMenu
      button={
        <>
          <Bell aria-hidden="true" className="size-6" />
          <span className="sr-only" data-bell-label>
            {buttonLabel}
          </span>
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-unread-count={unread}
              className="absolute right-0.5 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold leading-5 text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </>
      }
      buttonClassName={cn(
        'relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg transition-colors',
        tone === 'dark' ? 'hover:bg-white/10' : 'text-brand-700 hover:bg-brand-50',
      )}
      menuLabel={labels.title}
      // On phones the bell is not at the screen's edge: the panel spans the screen under the
      // header instead of hanging from the bell (it ran off the left edge at 360 px).
      panelClassName="max-h-[70vh] overflow-y-auto text-slate-900 max-sm:fixed max-sm:inset-x-4 max-sm:top-[4.5rem] sm:right-0 sm:top-full sm:mt-2 sm:w-[22rem]"
      heading={
        <div className="flex items-center justify-between gap-2 px-2 pb-2">
          <p ref={titleRef} tabIndex={-1} className="text-sm font-bold focus:outline-none">
            {labels.title}
          </p>
          {unread > 0 ? (
            <button
              type="button"
              className="min-h-11 rounded-lg px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
              onClick={() => {
                // The button goes away with the last unread one: focus stays in the panel, on
                // its title, rather than falling to the page.
                flushSync(() =>
                  setState((current) =>
                    current
                      ? {
                          unreadCount: 0,
                          items: current.items.map((n) => ({
                            ...n,
                            readAt: n.readAt ?? new Date().toISOString(),
                          })),
                        }
                      : current,
                  ),
                );
                titleRef.current?.focus();
                void loadApi()
                  .then((loaded) => loaded.markAllRead())
                  .catch(() => refresh());
              }}
            >
              {labels.markAllRead}
            </button>
          ) : null}
        </div>
      }
    >
      {failed && !state ? (
        <li className="px-3 py-4 text-sm text-red-700" role="alert">
          {labels.error}{' '}
          <button type="button" className="font-semibold underline" onClick={refresh}>
            {labels.retry}
          </button>
        </li>
      ) : !state ? (
        <li className="px-3 py-4 text-sm text-slate-600" role="status">
          {labels.loading}
        </li>
      ) : state.items.length === 0 ? (
        <li className="px-3 py-4 text-sm text-slate-600">{labels.empty}</li>
      ) : (
        state.items.map((item) => (
          <li key={item.id} data-notification={item.id} data-read={item.readAt ? 'true' : 'false'}>
            <Link
              href={api ? api.notificationHref(item) : '/loker/applied'}
              className={itemClass}
              onClick={() => read(item.id)}
            >
              <span className="flex items-start gap-2">
                {!item.readAt ? (
                  <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
                    <span className="sr-only">{labels.unread}</span>
                  </span>
                ) : (
                  <span aria-hidden="true" className="mt-1.5 size-2 shrink-0" />
                )}
                <span className="min-w-0 text-sm">
                  {api ? api.notificationText(labels, item, locale) : null}
                  <span className="mt-0.5 block text-xs text-slate-600">
                    {api ? api.formatWhen(item.createdAt, locale) : null}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        ))
      )}
    </DisclosureMenu>
  );
}
