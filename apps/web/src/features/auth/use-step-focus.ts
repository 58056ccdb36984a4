'use client';

import { useEffect, useRef } from 'react';

/**
 * Moves focus to the heading when the step changes (not on first render), so keyboard and
 * screen reader users land at the top of the new step.
 */
export function useStepFocus(stepName: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(stepName);
  useEffect(() => {
    if (previous.current === stepName) return;
    const settled = previous.current === 'loading';
    previous.current = stepName;
    // Coming out of the loading placeholder is not a step the user took.
    if (!settled) headingRef.current?.focus();
  }, [stepName]);
  return headingRef;
}
