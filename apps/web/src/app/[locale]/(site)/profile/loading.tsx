import { ProfileRouteLoading } from '@/features/profile/profile-route';

export default ProfileRouteLoading;
