import { EmployerJobsPage } from '@/features/employer-area/jobs-page';

export default EmployerJobsPage;
