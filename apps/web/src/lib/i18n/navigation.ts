import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Locale-aware Link and hooks: usePathname() answers the path without the locale prefix,
// which is what the layout rules in src/lib/layout expect.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
