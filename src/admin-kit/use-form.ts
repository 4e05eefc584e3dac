import { useEffect, useState, type FormEvent } from "react";
import { fieldErrorsOf } from "./errors";

export type Validation<B> = { ok: true; value: B } | { ok: false; fieldErrors: Record<string, string> };

/**
 * A small controlled form: values kept whatever happens (a failed save keeps them, docs/product.md §8), errors under inputs
 * from the contract check (docs/product.md §5) or from a 422's field errors, an error cleared as soon as its field changes,
 * and focus moved to the first invalid input after a rejected submit.
 */
export function useForm<V extends Record<string, unknown>, B>(options: {
  initialValues: V;
  validate: (values: V) => Validation<B>;
  /** the save; a rejection's field errors (422) show under the inputs, its toast is the mutation's job */
  submit: (body: B) => Promise<unknown>;
}) {
  const [values, setValues] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // The form whose first invalid input takes the focus once its errors are drawn. After the commit that draws them,
  // not at the next frame: a server's refusal (a taken username, 409) could reach the next frame before React drew
  // its error, and the focus stayed on the submit button.
  const [focusRequest, setFocusRequest] = useState<{ form: HTMLFormElement } | null>(null);
  useEffect(() => {
    focusRequest?.form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')?.focus();
  }, [focusRequest]);

  function focusFirstInvalid(formElement: HTMLFormElement) {
    setFocusRequest({ form: formElement });
  }

  /** Drops a field's error (its value changed). */
  function clearError(key: keyof V) {
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key as string];
      return next;
    });
  }

  function set<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return; // a second Enter while saving sends nothing
    const formElement = event.currentTarget;
    const result = options.validate(values);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      focusFirstInvalid(formElement);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await options.submit(result.value);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length) {
        setErrors(fieldErrors);
        focusFirstInvalid(formElement);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { values, set, clearError, errors, onSubmit, isSubmitting };
}
