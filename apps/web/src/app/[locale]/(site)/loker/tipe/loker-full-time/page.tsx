import { employmentTypeRoute } from '@/features/browse/employment-type-route';

const route = employmentTypeRoute('fullTime');

// Fresh jobs per request; the build never needs the API.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
