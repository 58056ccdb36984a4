import { SignUpPage, signUpMetadata } from '@/features/auth/auth-pages';

export const generateMetadata = signUpMetadata;
export default SignUpPage;
