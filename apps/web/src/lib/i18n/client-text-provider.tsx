'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ClientTexts } from './client-text';

const ClientTextContext = createContext<ClientTexts | null>(null);

/** Set once by the locale layout with the page language's texts (see client-text.ts). */
export function ClientTextProvider({
  texts,
  children,
}: {
  texts: ClientTexts;
  children: ReactNode;
}) {
  return <ClientTextContext.Provider value={texts}>{children}</ClientTextContext.Provider>;
}

export function useClientText(): ClientTexts {
  const texts = useContext(ClientTextContext);
  if (!texts) throw new Error('useClientText needs the ClientTextProvider of the locale layout');
  return texts;
}
