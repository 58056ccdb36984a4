import { comingSoonRoute } from '@/features/coming-soon/coming-soon-route';

const route = comingSoonRoute('jobExpo');

export const generateMetadata = route.generateMetadata;
export default route.Page;
