import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';
import { LANGUAGE_TAG } from '@/lib/i18n/routing';
import { isStaticRoute, PAGES } from '@/lib/routes';

/** Public pages with a fixed address, each with its Indonesian and English versions. */
export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(PAGES)
    .filter((page) => page.visibility === 'public' && isStaticRoute(page.path))
    .map((page) => ({
      url: absoluteUrl('idn', page.path),
      alternates: {
        languages: {
          [LANGUAGE_TAG.idn]: absoluteUrl('idn', page.path),
          [LANGUAGE_TAG.en]: absoluteUrl('en', page.path),
        },
      },
    }));
}
