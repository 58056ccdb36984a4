import { CvReviewerResultLayout } from '@/features/cv-review/cv-review-routes';

export default CvReviewerResultLayout;
