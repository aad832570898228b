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

/**
 * After each refused submit (`failure` increments: the server or the network said no), the busy submit
 * button gave up focus: move it to the field in error, else to the form's error message (made focusable
 * with tabindex=-1), so the keyboard user is not left on the page's <body> (decision 027).
 */
export function useFocusFailure(formRef: RefObject<HTMLFormElement | null>, failure: number): void {
  useEffect(() => {
    const form = formRef.current;
    if (failure === 0 || !form) return;
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    if (!target.hasAttribute('tabindex') && !target.matches('input, select, textarea, button')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [formRef, failure]);
}
