import { loadMessages } from './i18n/load-messages';
import type { AppLocale } from './i18n/routing';
import { PAGES, type PageKey } from './routes';

export type PageText = { title: string; description: string };

type WithPages = { pages?: Record<string, Partial<PageText>> };

/**
 * Title and meta description of a page from `<namespace>.pages.<key>` (see src/lib/routes.ts).
 * Read from the message files themselves (what next-intl's request config also serves), so it
 * needs no request scope.
 */
export async function getPageText(locale: AppLocale, key: PageKey): Promise<PageText> {
  const messages = await loadMessages(locale);
  const entry = (messages[PAGES[key].namespace] as WithPages).pages?.[key];
  if (!entry?.title || !entry.description) {
    throw new Error(`Missing title or description for page "${key}" (${locale})`);
  }
  return { title: entry.title, description: entry.description };
}
