import { GoogleCallbackPage, googleCallbackMetadata } from '@/features/auth/google-callback-page';

export const generateMetadata = googleCallbackMetadata;
export default GoogleCallbackPage;
