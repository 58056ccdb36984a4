import { EmployerLoading } from '@/features/employer-area/employer-loading';

export default EmployerLoading;
