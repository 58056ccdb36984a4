import { CompanyLoading } from '@/features/companies/company-loading';

export default CompanyLoading;
