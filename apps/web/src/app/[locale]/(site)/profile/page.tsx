import { generateProfileMetadata, ProfileRoutePage } from '@/features/profile/profile-route';

// Personal: rendered per request with the user's cookies.
export const dynamic = 'force-dynamic';
export const generateMetadata = generateProfileMetadata;
export default ProfileRoutePage;
