'use client';

import { ErrorBoundaryView } from '@/features/errors/lazy-boundaries';

export default ErrorBoundaryView;
