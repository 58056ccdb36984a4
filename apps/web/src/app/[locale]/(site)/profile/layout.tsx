import { ProfileRouteLayout } from '@/features/profile/profile-route';

export default ProfileRouteLayout;
