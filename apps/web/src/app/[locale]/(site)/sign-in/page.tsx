import { SignInPage, signInMetadata } from '@/features/auth/sign-in-page';

export const generateMetadata = signInMetadata;
export default SignInPage;
