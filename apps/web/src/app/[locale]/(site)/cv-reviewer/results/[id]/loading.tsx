import { CvReviewLoading } from '@/features/cv-review/cv-review-loading';

export default CvReviewLoading;
