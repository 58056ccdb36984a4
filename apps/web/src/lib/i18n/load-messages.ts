import type { Messages } from 'next-intl';
import { NAMESPACES } from './namespaces';
import type { AppLocale } from './routing';

/** All namespaces of one locale, keyed by namespace (next-intl's `messages`). */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const module = (await import(`../../../messages/${locale}/${namespace}.json`)) as {
        default: unknown;
      };
      return [namespace, module.default] as const;
    }),
  );
  return Object.fromEntries(entries) as Messages;
}
