import { CreatePasswordPage, createPasswordMetadata } from '@/features/auth/create-password-page';

export const generateMetadata = createPasswordMetadata;
export default CreatePasswordPage;
