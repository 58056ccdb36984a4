import { MentorSignUpPage } from '@/features/auth/auth-pages';
import { authMetadata } from '@/features/auth/auth-route';

export const generateMetadata = authMetadata('mentorSignUp');
export default MentorSignUpPage;
