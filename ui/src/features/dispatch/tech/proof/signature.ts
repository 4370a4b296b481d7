// A typed signature's rules (docs/product.md#proof), message for message the
// server's (src/proof/validate.rs): the customer who cannot draw types their
// full name to sign. tests/cases/signatures.json is run against both. Plain
// checks, not a zod schema: the technician's app must stay within its
// first-load budget, and two text fields need no schema library.

/** The longest typed signature, as the server's MAX_TYPED. */
export const MAX_TYPED = 100;

/** Characters, not UTF-16 units, as Rust's chars().count(). */
const chars = (v: string) => [...v].length;

const FIELDS = [
  {
    key: "name",
    label: "The customer's name, typed under the signature.",
    max: 100,
    min: 2,
    missing: "Type the customer's name",
  },
  { key: "typed", label: "The typed signature", max: MAX_TYPED, min: 1, missing: "Type your full name to sign" },
] as const;

/** The typed form's refusals by field (none: it may be sent). */
export function typedSignatureErrors(input: {
  name?: string;
  typed?: string;
}): Partial<Record<"name" | "typed", string>> {
  const errors: Partial<Record<"name" | "typed", string>> = {};
  for (const f of FIELDS) {
    const v = String(input[f.key] ?? "").trim();
    if (chars(v) > f.max) errors[f.key] = `${f.label} must be at most ${f.max} characters`;
    else if (chars(v) < f.min) errors[f.key] = f.missing;
  }
  return errors;
}

/** How the customer signs: drawn in the box, or their name typed. */
export type Mark = { kind: "drawn"; strokes: [number, number][][] } | { kind: "typed"; typed: string };
