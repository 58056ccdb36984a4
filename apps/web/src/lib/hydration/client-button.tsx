'use client';

import type { ButtonHTMLAttributes, Ref } from 'react';
import { useHydrated } from './use-hydrated';

type ClientButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button whose click only JavaScript handles (save a job, open a dialog, withdraw): disabled
 * until the page is hydrated, like the controls of a ClientForm (docs/decisions/027), so a tap
 * in that moment is not silently lost. `type` defaults to "button".
 */
export function ClientButton({ disabled, type = 'button', ref, ...props }: ClientButtonProps) {
  const hydrated = useHydrated();
  return <button ref={ref} type={type} disabled={!hydrated || disabled} {...props} />;
}
