import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

// Serves Indonesian at bare paths (rewritten to /idn/... internally), English under /en, and
// redirects /idn/... to the bare path.
export default createMiddleware(routing);

export const config = {
  // Everything except Next internals, the API proxy and files with an extension (robots.txt,
  // sitemap.xml, icon.svg, fonts).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
