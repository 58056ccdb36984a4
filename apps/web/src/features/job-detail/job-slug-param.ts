/** The parts of the job page's segment `<job-slug>~<company-slug>`. */
export type JobSlugParam = { jobSlug: string; companySlug: string | null };

const MAX_SLUG_LENGTH = 200;

/**
 * Splits the route segment at its last '~' (job slugs never contain one). A segment without a
 * company part is still a job (it redirects to the canonical address); empty, oversized or
 * undecodable segments are null (404).
 */
export function parseJobSlugParam(segment: string): JobSlugParam | null {
  let decoded: string;
  try {
    decoded = segment.includes('%') ? decodeURIComponent(segment) : segment;
  } catch {
    return null;
  }
  const tilde = decoded.lastIndexOf('~');
  const jobSlug = (tilde === -1 ? decoded : decoded.slice(0, tilde)).trim();
  const companySlug = tilde === -1 ? null : decoded.slice(tilde + 1).trim();
  if (!jobSlug || jobSlug.length > MAX_SLUG_LENGTH || /[/?#]/.test(jobSlug)) return null;
  return { jobSlug, companySlug: companySlug || null };
}
