// Building blocks of the zod/mini schemas that mirror the server's field
// validators (src/validation.rs): the same order of checks and the same
// messages, so tests/cases/*.json can be run against both.
import * as z from "zod/mini";
import { isEmail } from "./patterns";

/** A field's rule on its trimmed text: the message, or null when it passes. */
export type Rule = (v: string) => string | null;

/** Characters, not UTF-16 units, as Rust's chars().count(). */
const length = (v: string) => [...v].length;

/** A text field: must be a string, at most `max` characters, then `rule`. */
export function text(label: string, max: number, rule?: Rule) {
  return z.string(`${label} must be text`).check(
    z.check<string>((ctx) => {
      const v = ctx.value;
      const message = length(v) > max ? `${label} must be at most ${max} characters` : (rule?.(v) ?? null);
      if (message) ctx.issues.push({ code: "custom", message, input: v });
    }),
  );
}

export const required =
  (min: number, message: string): Rule =>
  (v) =>
    length(v) < Math.max(min, 1) ? message : null;

export const oneOf =
  (options: readonly string[], message: string): Rule =>
  (v) =>
    options.includes(v) ? null : message;

export const emailRule =
  (invalid: string, requiredMessage?: string): Rule =>
  (v) => {
    if (v === "") return requiredMessage ?? null;
    return isEmail(v) ? null : invalid;
  };
