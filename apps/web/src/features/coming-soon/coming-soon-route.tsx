import type { Metadata } from 'next';
import { resolveLocale } from '@/lib/i18n/params';
import { fillRoute } from '@/lib/layout/path';
import { getPageText } from '@/lib/page-text';
import { PAGES, type PageKey } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { ComingSoon } from './coming-soon';

type RouteProps = { params: Promise<{ locale: string } & Record<string, string | string[]>> };

async function actualPath(key: PageKey, params: RouteProps['params']): Promise<string> {
  const { locale: _locale, ...routeParams } = await params;
  return fillRoute(PAGES[key].path, routeParams);
}

/**
 * Page and metadata of a route owned by a capability that comes later. Route files stay one
 * line: `const route = comingSoonRoute('savedJobs'); export default route.Page; ...`.
 */
export function comingSoonRoute(key: PageKey) {
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const locale = await resolveLocale(params);
    return pageMetadata(locale, key, { path: await actualPath(key, params) });
  }

  async function Page({ params }: RouteProps) {
    const locale = await resolveLocale(params);
    const { title } = await getPageText(locale, key);
    return <ComingSoon locale={locale} title={title} />;
  }

  return { generateMetadata, Page };
}
