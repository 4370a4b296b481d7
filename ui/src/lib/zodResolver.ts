// Runs a zod/mini schema the way the server runs its validators: strings are
// trimmed (passwords excepted: every character counts), missing or null
// fields count as empty, and each field keeps its first error. Used by react-hook-form and by the shared-case tests.
import { useEffect, useState } from "react";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/mini";

type ObjectSchema = z.ZodMiniObject<z.core.$ZodLooseShape>;

export function normalize(schema: ObjectSchema, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.def.shape)) {
    const v = input[key];
    const keepAsTyped = /password/i.test(key);
    out[key] = v === undefined || v === null ? "" : typeof v === "string" && !keepAsTyped ? v.trim() : v;
  }
  return out;
}

/** The first error message of each failing field ({} when valid). */
export function fieldErrors(schema: ObjectSchema, input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(normalize(schema, input));
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join(".");
      if (!(key in errors)) errors[key] = issue.message;
    }
  }
  return errors;
}

/**
 * The field errors of a form checked by hand on submit (`check()`, true when
 * valid). Once a submit was refused, every change of `body` checks again, so
 * a fixed field loses its message. `setErrors` takes the server's `fields`.
 */
export function useFieldErrors(schema: ObjectSchema, body: Record<string, unknown>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The body's content, not its identity (it is made anew at each render).
  const key = JSON.stringify(body);
  useEffect(() => {
    setErrors((e) => (Object.keys(e).length ? fieldErrors(schema, JSON.parse(key)) : e));
  }, [schema, key]);
  const check = () => {
    const found = fieldErrors(schema, body);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { errors, setErrors, check };
}

export function zodResolver<T extends FieldValues>(schema: ObjectSchema): Resolver<T> {
  return async (values) => {
    const errors = fieldErrors(schema, values);
    if (Object.keys(errors).length === 0) return { values: normalize(schema, values) as T, errors: {} };
    const out: Record<string, { type: string; message: string }> = {};
    for (const [k, message] of Object.entries(errors)) out[k] = { type: "validate", message };
    return { values: {}, errors: out as FieldErrors<T> };
  };
}
