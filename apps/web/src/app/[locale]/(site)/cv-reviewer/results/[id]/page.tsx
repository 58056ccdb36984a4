import { cvReviewerResultRoute as route } from '@/features/cv-review/cv-review-routes';

// Personal: rendered per request with the user's cookies.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
