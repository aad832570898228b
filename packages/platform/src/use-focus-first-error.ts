import { useEffect, type RefObject } from 'react';

/**
 * After each failed submit (`attempt` increments), move focus to the first invalid field so keyboard and
 * screen-reader users land on the message.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, attempt]);
}
