'use client';

import { SiteNotFound } from '@/features/errors/lazy-boundaries';

// For notFound() thrown by pages (say, a company that does not exist). A client component on
// purpose: Next renders this element into every page of the segment, and a server version
// would have to read the request to know the language, making every page dynamic.
export default SiteNotFound;
