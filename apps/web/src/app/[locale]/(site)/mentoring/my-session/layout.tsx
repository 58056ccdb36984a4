import { MySessionsRouteLayout } from '@/features/mentoring/my-sessions-route';

export default MySessionsRouteLayout;
