import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Focus on a form's first invalid field whenever the form shows errors (SPEC §5: each text at
 * its field), so a keyboard or screen-reader user lands on what needs fixing. Put `formRef` on
 * the form and call `focusFirstError()` with the update that shows the errors: the focus moves
 * in that same commit (a layout effect), with the text that explains it. A field is invalid when
 * its control says so (`aria-invalid="true"`, as FormField gives it).
 */
export function useFirstErrorFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);

  useLayoutEffect(() => {
    if (requests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);

  const focusFirstError = useCallback(() => setRequests((n) => n + 1), []);
  return { formRef, focusFirstError };
}
