// One form field made from its entry in lib/forms/, the list the server's
// page for a form posted without JavaScript is made from too
// (src/web/forms.rs): the two cannot show different labels or controls.
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "./FormFields";

export type FieldSpec = {
  name: string;
  /** Absent on a hidden field, which has no label either. */
  id?: string;
  label?: string;
  control: string;
  /** A list of features/leads/options.json, for a select (resolved by the form's feature). */
  options?: string;
  placeholder?: string;
  autoComplete?: string;
  /** A hidden field's fixed value. */
  value?: string;
};

export type Choice = string | { value: string; label: string };

/** A form's fields by name, so a view can lay them out in rows. */
export const byName = <F extends string>(specs: readonly FieldSpec[]) =>
  Object.fromEntries(specs.map((s) => [s.name, s])) as Record<F, FieldSpec>;

export function FormField({
  spec,
  registration,
  error,
  choices = [],
  value,
}: {
  spec: FieldSpec;
  /** How the form reads the field; a hidden field posts its value as plain markup. */
  registration?: UseFormRegisterReturn;
  error?: FieldError;
  /** A select's options. */
  choices?: readonly Choice[];
  /** A hidden field's value when the page, not the list, knows it (a reset link's token). */
  value?: string;
}) {
  if (spec.control === "hidden") return <input type="hidden" name={spec.name} value={value ?? spec.value ?? ""} />;
  const common = {
    id: spec.id ?? spec.name,
    label: spec.label ?? "",
    registration: registration ?? ({ name: spec.name } as UseFormRegisterReturn),
    error,
  } as const;
  if (spec.control === "select")
    return <SelectField {...common} options={choices} placeholder={spec.placeholder ?? ""} />;
  if (spec.control === "textarea") return <TextAreaField {...common} placeholder={spec.placeholder} />;
  return <TextField {...common} type={spec.control} autoComplete={spec.autoComplete} placeholder={spec.placeholder} />;
}
