'use client';

import dynamic from 'next/dynamic';

// Loaded when shown: Next loads a segment's error component with every page of it.
export default dynamic(() =>
  import('@/features/jobs/home-error').then((module) => module.HomeError),
);
