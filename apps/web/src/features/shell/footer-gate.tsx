'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { chromeFor } from '@/lib/layout/rules';

/** Shows the (server-rendered) footer only where the layout rules want it. */
export function FooterGate({ children }: { children: ReactNode }) {
  return chromeFor(usePathname()).footer ? children : null;
}
