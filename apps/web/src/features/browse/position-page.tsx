import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';
import { landingPageFilter } from '@/features/landing/landing-index';
import {
  landingPath,
  landingShortLabel,
  REMOTE_ROLE_PAGES,
} from '@/features/landing/landing-pages';
import { BrowseEmpty, BrowseError } from './browse-error';
import { BrowseLayout } from './browse-layout';
import { BrowseSection, ChipLinks, CountLinkGrid } from './count-link-grid';
import { loadRoleCategories, loadRoles } from '@/lib/api/taxonomy';
import { presetHref } from '@/features/jobs/search-preset';
import { countArgs } from '@/lib/i18n/count';

/**
 * /loker/posisi: job roles grouped by their category, each with its open jobs and a link to the
 * filtered search; then the remote landing pages (the role-by-city ones are on /loker/lokasi).
 */
export async function PositionPage({ locale }: { locale: AppLocale }) {
  const [t, categories, roles, include] = await Promise.all([
    getTranslations({ locale, namespace: 'homepageJobs.browse' }),
    loadRoleCategories(locale),
    loadRoles(locale),
    landingPageFilter(),
  ]);
  const groups =
    categories.ok && roles.ok
      ? categories.items
          .map((category) => ({
            category,
            roles: roles.items.filter((r) => r.categoryId === category.id && r.jobCount > 0),
          }))
          .filter((group) => group.roles.length > 0)
      : [];

  return (
    <BrowseLayout locale={locale} pageKey="jobsByPosition" intro={t('position.intro')}>
      {!categories.ok || !roles.ok ? (
        <BrowseError locale={locale} path={PAGES.jobsByPosition.path} />
      ) : groups.length === 0 ? (
        <BrowseEmpty locale={locale} />
      ) : (
        groups.map(({ category, roles: items }) => (
          <BrowseSection
            key={category.id}
            id={`category-${category.slug}`}
            title={category.name}
            action={
              <Link
                href={presetHref({ jobRoleCategoryIds: [category.id] })}
                className="rounded text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('position.allInCategory', countArgs(category.jobCount, locale))}
              </Link>
            }
          >
            <CountLinkGrid
              items={items.map((role) => ({
                key: String(role.id),
                label: role.name,
                count: t('jobCount', countArgs(role.jobCount, locale)),
                // The role filter, not its name as search text: "Staff Collection" jobs are
                // posted as "Desk Collection" or "Staff Penagihan".
                href: presetHref({ jobRoleIds: [role.id] }),
              }))}
            />
          </BrowseSection>
        ))
      )}

      <BrowseSection id="remote-heading" title={t('position.remoteHeading')}>
        <ChipLinks
          items={REMOTE_ROLE_PAGES.filter(include).map((page) => ({
            key: page.slug,
            label: landingShortLabel(page, locale),
            href: landingPath(page),
          }))}
        />
      </BrowseSection>
    </BrowseLayout>
  );
}
