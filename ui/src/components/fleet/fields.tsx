// The fleet forms' fields: a label, the control, a hint and the field's
// error under it (the rules' or the server's), tied together for a screen
// reader by aria-describedby.
import { ApiError } from "../../lib/api";
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

type Common = { id: string; label: string; hint?: string; error?: string; className?: string };

const described = (id: string, hint?: string, error?: string) => ({
  "aria-invalid": error ? (true as const) : undefined,
  "aria-describedby": [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined,
});

function Wrap({ id, label, hint, error, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span className="muted small field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

export function TextInput({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Wrap id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} type="text" {...input} {...described(id, hint, error)} />
    </Wrap>
  );
}

export function Select({
  id,
  label,
  hint,
  error,
  className,
  options,
  ...select
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
  }) {
  return (
    <Wrap id={id} label={label} hint={hint} error={error} className={className}>
      <select id={id} {...select} {...described(id, hint, error)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

export function TextArea({
  id,
  label,
  hint,
  error,
  className,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Wrap id={id} label={label} hint={hint} error={error} className={className}>
      <textarea id={id} {...area} {...described(id, hint, error)} />
    </Wrap>
  );
}

/**
 * A save the server refused: its field errors go under their fields (the
 * first one focused), and the toast says the server's own words, or `fallback`.
 */
export function showRefusal(
  err: unknown,
  form: HTMLFormElement,
  setErrors: (fields: Record<string, string>) => void,
  fail: (e: unknown, message: { title: string; description: string }) => void,
  fallback: string,
) {
  if (err instanceof ApiError && err.body?.fields) {
    setErrors(err.body.fields);
    focusFirstError(form);
  }
  fail(err, {
    title: "Error",
    description: err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback,
  });
}

/** After a refused submit: the first field with an error takes the focus, once its message is on screen. */
export const focusFirstError = (form: HTMLFormElement) =>
  void requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
