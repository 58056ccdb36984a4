import { MentorListLoading } from '@/features/mentoring/mentoring-loading';

export default MentorListLoading;
