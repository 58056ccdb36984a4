import { ExploreLoading } from '@/features/companies/explore-loading';

export default ExploreLoading;
