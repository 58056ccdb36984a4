'use client';

import dynamic from 'next/dynamic';

// Next loads the error and not-found components of every segment with each page, since they
// are part of its tree, though they are rarely shown. Their bodies load when they are shown
// (or with the page, when the server rendered them).
export const ErrorBoundaryView = dynamic(() =>
  import('./error-boundary-view').then((module) => module.ErrorBoundaryView),
);

export const SiteNotFound = dynamic(() =>
  import('./site-not-found').then((module) => module.SiteNotFound),
);

export const NotFoundDocument = dynamic(() =>
  import('./not-found-document').then((module) => module.NotFoundDocument),
);
