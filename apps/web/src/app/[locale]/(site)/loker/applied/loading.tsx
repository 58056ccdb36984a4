import { AppliedLoading } from '@/features/applications/applied-loading';

export default AppliedLoading;
