import { EmployerLayout } from '@/features/employer-area/employer-layout';

// Every page of the employer area reads the signed-in employer's data: never prerendered.
export const dynamic = 'force-dynamic';
export default EmployerLayout;
