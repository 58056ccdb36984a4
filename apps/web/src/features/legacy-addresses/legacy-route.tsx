// Route files of the original site's addresses: each resolves its target and answers a 308, or
// a 404 when nothing matches. Metadata resolves before the page streams (htmlLimitedBots in
// next.config.ts), so both get their real status codes there, as on the job page.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import type { SearchParams } from '@/features/jobs/search-params';
import { resolveLocale } from '@/lib/i18n/params';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

type Props<P> = {
  params: Promise<P & { locale: string }>;
  searchParams: Promise<SearchParams>;
};

/** The target path (without locale) of the address, or null when nothing matches. */
export type ResolveTarget<P> = (input: {
  params: P;
  query: SearchParams;
  locale: AppLocale;
}) => Promise<string | null>;

export function legacyRedirectRoute<P>(resolveTarget: ResolveTarget<P>) {
  async function redirectOrNotFound(props: Props<P>): Promise<never> {
    const [locale, params, query] = await Promise.all([
      resolveLocale(props.params),
      props.params,
      props.searchParams,
    ]);
    const target = await resolveTarget({ params, query, locale });
    if (target === null) notFound();
    permanentRedirect(localizedPath(locale, target));
  }

  async function generateMetadata(props: Props<P>): Promise<Metadata> {
    return redirectOrNotFound(props);
  }

  async function Page(props: Props<P>) {
    return redirectOrNotFound(props);
  }

  return { generateMetadata, Page };
}
