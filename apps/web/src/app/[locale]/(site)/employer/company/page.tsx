import { CompanyProfilePage } from '@/features/employer-area/company-profile-page';

export default CompanyProfilePage;
