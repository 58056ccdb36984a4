import { MySessionsLoading } from '@/features/mentoring/my-sessions-loading';

export default MySessionsLoading;
