import { AppliedRouteLayout } from '@/features/applications/applied-route';

export default AppliedRouteLayout;
