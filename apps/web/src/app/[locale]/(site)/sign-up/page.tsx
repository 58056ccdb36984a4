import { SignUpPage, signUpMetadata } from '@/features/auth/sign-up-page';

export const generateMetadata = signUpMetadata;
export default SignUpPage;
