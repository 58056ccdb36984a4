import { EmployerMembersPage } from '@/features/employer-area/members-page';

export default EmployerMembersPage;
