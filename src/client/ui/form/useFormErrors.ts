import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { FieldErrorsOf } from './field-errors';

/**
 * Messages under the fields of one form, a form-level message for a refusal that names no field,
 * and the form's single toast: a fixed id per form, so tapping submit again replaces it instead of
 * stacking another over the header.
 */
export function useFormErrors<K extends string>(toastId: string) {
  const [errors, setErrors] = useState<FieldErrorsOf<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  /** Editing a field clears its message (and the form-level one, which may be about it). */
  const clear = useCallback((field: K) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setFormError(null);
  }, []);

  /** Shows the messages, focuses the first marked field once it is enabled again, and toasts once. */
  const show = useCallback(
    (next: FieldErrorsOf<K>, toastText: string, banner: string | null = null) => {
      setErrors(next);
      setFormError(banner);
      toast.error(toastText, { id: toastId });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
    [toastId],
  );

  const reset = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  const success = useCallback((text: string) => toast.success(text, { id: toastId }), [toastId]);

  return { errors, setErrors, formError, formRef, clear, show, reset, success };
}
