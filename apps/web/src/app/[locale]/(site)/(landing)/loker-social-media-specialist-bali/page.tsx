// Generated from src/features/landing/landing-pages.ts by write-landing-routes.ts; do not edit.
import { landingRoute } from '@/features/landing/landing-route';

const route = landingRoute('loker-social-media-specialist-bali');

// Jobs per request (the API's answers are shared for a few minutes); the build needs no API.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
