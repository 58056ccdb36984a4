import { EmployerDashboardPage } from '@/features/employer-area/dashboard-page';

export default EmployerDashboardPage;
