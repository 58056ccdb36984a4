import { comingSoonRoute } from '@/features/coming-soon/coming-soon-route';

const route = comingSoonRoute('companies');

export const generateMetadata = route.generateMetadata;
export default route.Page;
