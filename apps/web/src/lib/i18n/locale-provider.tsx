'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { routing, type AppLocale } from './routing';

// The page's language for client components. next-intl's own client provider would do the same,
// but its runtime keeps the ICU message parser in every page's JavaScript (webpack cannot drop
// it while the account forms translate in the browser); those pages bring their own provider.
const LocaleContext = createContext<AppLocale>(routing.defaultLocale);

/** Set once by the locale layout. */
export function LocaleProvider({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): AppLocale {
  return useContext(LocaleContext);
}
