import type { ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

type Option = string | { value: string; label: string };

type Props = {
  id: string;
  label: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
};

function Wrap({ id, label, error, children }: { id: string; label: string; error?: FieldError; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error?.message && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error.message}
        </span>
      )}
    </div>
  );
}

const aria = (id: string, error?: FieldError) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

export function TextField({
  id,
  label,
  error,
  registration,
  type = "text",
  autoComplete,
  placeholder,
}: Props & { type?: string; autoComplete?: string; placeholder?: string }) {
  return (
    <Wrap id={id} label={label} error={error}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...registration}
        {...aria(id, error)}
      />
    </Wrap>
  );
}

export function TextAreaField({ id, label, error, registration, placeholder }: Props & { placeholder?: string }) {
  return (
    <Wrap id={id} label={label} error={error}>
      <textarea id={id} rows={4} placeholder={placeholder} {...registration} {...aria(id, error)} />
    </Wrap>
  );
}

export function SelectField({
  id,
  label,
  error,
  registration,
  options,
  placeholder,
}: Props & { options: readonly Option[]; placeholder: string }) {
  return (
    <Wrap id={id} label={label} error={error}>
      <select id={id} {...registration} {...aria(id, error)}>
        <option value="">{placeholder}</option>
        {options.map((o) => {
          const { value, label: text } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Wrap>
  );
}

/** Bots fill in every field; people never see this one. */
export function Honeypot() {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor="website">Leave this field empty</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A form's send button: disabled and saying `busy` while it sends. */
export function SubmitButton({
  submitting,
  busy,
  disabled = false,
  children,
}: {
  submitting: boolean;
  busy: string;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={submitting || disabled}>
      {submitting ? busy : children}
    </button>
  );
}
