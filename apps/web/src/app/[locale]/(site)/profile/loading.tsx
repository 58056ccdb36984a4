import { ProfileLoading } from '@/features/profile/profile-skeleton';

export default ProfileLoading;
