import { ForgotPasswordPage, forgotPasswordMetadata } from '@/features/auth/password-reset-pages';

export const generateMetadata = forgotPasswordMetadata;
export default ForgotPasswordPage;
