import { cvReviewerRoute as route } from '@/features/cv-review/cv-review-routes';

// Personal: the form knows the signed-in user's profile CV.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
