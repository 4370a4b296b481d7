// A lead-form field: the shared field of lib/forms/ (components/Field.tsx)
// with its select's options from options.json, which the server reads too.
import type { ComponentProps } from "react";
import { FormField } from "../../components/Field";
import * as lists from "./options.json";

export { byName } from "../../components/Field";

type Entry = string | readonly string[];
const optionLists = lists as unknown as Record<string, readonly Entry[]>;

const optionsOf = (key: string) =>
  (optionLists[key] ?? []).map((e) => (typeof e === "string" ? e : { value: e[0], label: e[1] }));

export function Field(props: Omit<ComponentProps<typeof FormField>, "choices">) {
  return <FormField {...props} choices={props.spec.options ? optionsOf(props.spec.options) : undefined} />;
}
