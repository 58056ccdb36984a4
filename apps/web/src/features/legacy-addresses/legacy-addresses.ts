// The targets of the original site's addresses, from the API (decision 015).
import { ApiError } from '@/lib/api/client';
import { loadRoles } from '@/lib/api/taxonomy';
import { loadJobDetail } from '@/features/job-detail/load-job-detail';
import { loadCompaniesSitemap } from '@/features/seo/sitemap-sources';
import type { ResolveTarget } from './legacy-route';
import { companyTarget, jobTarget, lokerTarget, roleTarget } from './legacy-targets';

export const resolveLokerTarget: ResolveTarget<object> = async ({ query }) => lokerTarget(query);

/** /jobs/{slug} and /jobs/{companySlug}/{slug}: the job is found by its own slug. */
export const resolveJobTarget: ResolveTarget<{ slug: string }> = async ({ params, locale }) => {
  const { slug } = params;
  if (slug.length === 0 || slug.length > 200) return null;
  const result = await loadJobDetail(slug, locale);
  if (result.status === 'error') throw new Error(`job ${slug} could not be looked up`);
  return jobTarget(result.status === 'found' ? result.job : null);
};

export const resolveRoleTarget: ResolveTarget<{ slug: string }> = async ({ params, locale }) => {
  const roles = await loadRoles(locale);
  if (!roles.ok) throw new Error('job roles could not be loaded');
  return roleTarget(roles.items, params.slug);
};

export const resolveCompanyTarget: ResolveTarget<{ slug: string }> = async ({ params }) => {
  try {
    const companies = await loadCompaniesSitemap();
    return companyTarget(
      companies.map((company) => company.slug),
      params.slug,
    );
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(`companies could not be loaded: ${error.message}`);
    throw error;
  }
};
