// A typed signature's rules (docs/product.md#proof), message for message the
// server's (src/proof/validate.rs): the customer who cannot draw types their
// full name to sign. tests/cases/signatures.json is run against both.
import * as z from "zod/mini";
import { required, text } from "../../../../lib/rules";

/** The longest typed signature, as the server's MAX_TYPED. */
export const MAX_TYPED = 100;

/** The typed form: the name under the signature, and the typed signature. */
export const typedSignatureSchema = z.object({
  name: text("The customer's name, typed under the signature.", 100, required(2, "Type the customer's name")),
  typed: text("The typed signature", MAX_TYPED, required(1, "Type your full name to sign")),
});

/** How the customer signs: drawn in the box, or their name typed. */
export type Mark = { kind: "drawn"; strokes: [number, number][][] } | { kind: "typed"; typed: string };
