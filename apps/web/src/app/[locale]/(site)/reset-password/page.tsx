import { ResetPasswordPage, resetPasswordMetadata } from '@/features/auth/password-reset-pages';

export const generateMetadata = resetPasswordMetadata;
export default ResetPasswordPage;
