import { useEffect, useRef, useState, type FormEvent } from 'react';

/**
 * After a submit that the form's own rules reject, focus moves to the first field marked invalid, so keyboard
 * and screen-reader users land on the message. Only on submit: typing never moves the focus.
 */
export function useFocusFirstInvalid(onSubmit: () => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setAttempt((n) => n + 1);
  };
  return { formRef, handleSubmit };
}
