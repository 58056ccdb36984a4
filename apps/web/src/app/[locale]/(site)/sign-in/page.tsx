import { SignInPage, signInMetadata } from '@/features/auth/auth-pages';

export const generateMetadata = signInMetadata;
export default SignInPage;
