import { AdminLoading } from '@/features/admin/admin-loading';

export default AdminLoading;
