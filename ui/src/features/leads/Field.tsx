// One lead-form field made from its entry in forms.json, the list the server's
// no-JavaScript form page is made from too (src/leads/nojs.rs).
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "../../components/FormFields";
import * as lists from "./options.json";

export type FieldSpec = {
  name: string;
  id: string;
  label: string;
  control: string;
  options?: string;
  placeholder?: string;
  autoComplete?: string;
};

type Entry = string | readonly string[];
const optionLists = lists as unknown as Record<string, readonly Entry[]>;

const optionsOf = (key: string) =>
  (optionLists[key] ?? []).map((e) => (typeof e === "string" ? e : { value: e[0], label: e[1] }));

/** A form's fields by name, so a view can lay them out in rows. */
export const byName = <F extends string>(specs: readonly FieldSpec[]) =>
  Object.fromEntries(specs.map((s) => [s.name, s])) as Record<F, FieldSpec>;

export function Field({
  spec,
  registration,
  error,
}: {
  spec: FieldSpec;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const common = { id: spec.id, label: spec.label, registration, error } as const;
  if (spec.control === "select")
    return <SelectField {...common} options={optionsOf(spec.options ?? "")} placeholder={spec.placeholder ?? ""} />;
  if (spec.control === "textarea") return <TextAreaField {...common} placeholder={spec.placeholder} />;
  return <TextField {...common} type={spec.control} autoComplete={spec.autoComplete} placeholder={spec.placeholder} />;
}
