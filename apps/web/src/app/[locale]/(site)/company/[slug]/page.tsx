// An address of the original site (decision 015): a permanent redirect, or 404.
import { resolveCompanyTarget } from '@/features/legacy-addresses/legacy-addresses';
import { legacyRedirectRoute } from '@/features/legacy-addresses/legacy-route';

export const dynamic = 'force-dynamic';

const route = legacyRedirectRoute(resolveCompanyTarget);

export const generateMetadata = route.generateMetadata;
export default route.Page;
