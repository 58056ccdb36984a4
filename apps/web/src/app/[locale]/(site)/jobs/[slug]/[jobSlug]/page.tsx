// /jobs/{companySlug}/{slug}, an address of the original site (decision 015): a permanent
// redirect to the job's page, or 404. (Next names the first segment `slug` for both routes.)
import { resolveJobTarget } from '@/features/legacy-addresses/legacy-addresses';
import { legacyRedirectRoute } from '@/features/legacy-addresses/legacy-route';

export const dynamic = 'force-dynamic';

const route = legacyRedirectRoute<{ slug: string; jobSlug: string }>(({ params, ...rest }) =>
  resolveJobTarget({ params: { slug: params.jobSlug }, ...rest }),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
