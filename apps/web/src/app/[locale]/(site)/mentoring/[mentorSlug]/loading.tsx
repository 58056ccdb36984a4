import { MentorLoading } from '@/features/mentoring/mentoring-loading';

export default MentorLoading;
