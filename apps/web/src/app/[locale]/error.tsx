'use client';

import { ErrorBoundaryView } from '@/features/errors/error-boundary-view';

export default ErrorBoundaryView;
