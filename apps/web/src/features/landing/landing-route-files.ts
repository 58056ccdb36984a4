// Each landing page has its own small route file under app/[locale]/(site)/(landing)/<slug>/.
// Why not one dynamic [landing] segment: it would also match every unknown first segment
// (/foo), and a notFound() thrown while rendering a page leaves Next 15 with a blank error
// document until hydration (apps/web/README.md, Known limits), whereas unknown paths that no
// route matches get the server-rendered root 404 page. Static folders keep that.
//
// The files are generated from landing-pages.ts; landing-route-files.test.ts fails when they
// drift. To regenerate: `node --import tsx apps/web/src/features/landing/write-landing-routes.ts`
import { LANDING_PAGES } from './landing-pages';

/** Relative to apps/web/src/app/[locale]/(site). */
export const LANDING_ROUTE_GROUP = '(landing)';

export function landingRouteFile(slug: string): string {
  return `// Generated from src/features/landing/landing-pages.ts by write-landing-routes.ts; do not edit.
import { landingRoute } from '@/features/landing/landing-route';

const route = landingRoute('${slug}');

// Jobs per request (the API's answers are shared for a few minutes); the build needs no API.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
`;
}

export function expectedLandingRouteFiles(): Map<string, string> {
  return new Map(LANDING_PAGES.map((page) => [page.slug, landingRouteFile(page.slug)]));
}
