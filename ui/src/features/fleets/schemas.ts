// A fleet's, a unit's and a requester's rules, message for message the
// server's (src/fleets/validate.rs), the VIN's check digit among them;
// tests/cases/fleets.json is run against both.
import * as z from "zod/mini";
import { FLEET_TERMS, PO_RULES, UNIT_TYPES } from "../../lib/lists";
import { formatCents } from "../../lib/money";
import { isEmail } from "../../lib/patterns";
import { emailRule, oneOf, required, text, type Rule } from "../../lib/rules";

/** A not-to-exceed approval limit: at most $1,000,000 (MAX_LIMIT_CENTS). */
export const MAX_LIMIT_CENTS = 100_000_000;

const length = (v: string) => [...v].length;

/** A check on the field's value as sent (not only text): `rule` gives the message, or null. */
const value = (rule: (v: unknown) => string | null) =>
  z.unknown().check(
    z.check<unknown>((ctx) => {
      const message = rule(ctx.value);
      if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
    }),
  );

/** Left out: absent, null or "" (normalize() makes the first two ""). */
const empty = (v: unknown) => v === undefined || v === null || v === "";

const flag = (message: string) => value((v) => (empty(v) || typeof v === "boolean" ? null : message));

/** Each character's value in the check-digit sum (49 CFR 565.15). */
const TRANSLITERATION: Record<string, number> = Object.fromEntries(
  [..."ABCDEFGH"]
    .map((c, i) => [c, i + 1] as const)
    .concat(
      [..."JKLMN"].map((c, i) => [c, i + 1]),
      [["P", 7]],
      [["R", 9]],
      [..."STUVWXYZ"].map((c, i) => [c, i + 2]),
    ),
);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The VIN's problem in the server's words, or null for a good one (spaces and dashes dropped, any case). */
export function vinProblem(text: string): string | null {
  const v = text.replace(/[ -]/g, "").toUpperCase();
  const n = length(v);
  if (n !== 17) return `VIN must be 17 characters (this one has ${n})`;
  if (/[IOQ]/.test(v)) return "VIN cannot contain the letters I, O or Q (they read as 1 and 0)";
  const values = [...v].map((c) => (/[0-9]/.test(c) ? Number(c) : TRANSLITERATION[c]));
  if (values.some((x) => x === undefined)) return "VIN has only letters and digits";
  const sum = values.reduce((s, x, i) => s + x * WEIGHTS[i], 0);
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return v[8] === check ? null : "VIN check digit (the 9th character) does not match: a character is mistyped";
}

const vinRule = value((v) => {
  if (empty(v)) return null;
  if (typeof v !== "string") return "VIN must be text";
  if (length(v) > 30) return "VIN must be 17 characters";
  return vinProblem(v);
});

const limitRule = value((v) => {
  if (empty(v)) return null;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= MAX_LIMIT_CENTS
    ? null
    : `Approval limit must be whole cents from ${formatCents(0)} to ${formatCents(MAX_LIMIT_CENTS)}`;
});

/** A check across fields that runs also when a field failed (as the server names every bad field at once). */
const always = { when: () => true };

/** POST /api/fleets and PATCH /api/fleets/{id}: the whole fleet. */
export const fleetSchema = z
  .object({
    name: text("Company name", 100, required(1, "Company name is required")),
    billingContact: text("Billing contact", 100, required(1, "Billing contact is required")),
    billingEmail: text("Email", 254, emailRule("Please enter a valid email address", "Email is required")),
    address: text("Address", 300),
    terms: text(
      "Terms",
      100,
      oneOf(
        FLEET_TERMS.map((t) => t.value),
        "Terms must be receipt, net15 or net30",
      ),
    ),
    taxExempt: flag("Tax-exempt must be true or false"),
    taxCertificate: text("Certificate number", 50),
    poRule: text(
      "PO rule",
      100,
      oneOf(
        PO_RULES.map((r) => r.value),
        "PO rule must be none, before or after",
      ),
    ),
    approvalLimitCents: limitRule,
    creditHold: flag("Credit hold must be true or false"),
    notes: text("Notes", 2000),
  })
  .check(
    z.check((ctx) => {
      if (ctx.value.taxExempt === true && ctx.value.taxCertificate === "")
        ctx.issues.push({
          code: "custom",
          message: "A tax-exempt fleet needs its certificate number",
          input: ctx.value,
          path: ["taxCertificate"],
        });
    }, always),
  );

const plateStateRule: Rule = (v) =>
  v === "" || /^[A-Za-z]{2}$/.test(v) ? null : "Plate state is two letters, such as FL";

const yearRule = value((v) => {
  if (empty(v)) return null;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
  return Number.isInteger(n) && n >= 1950 && n <= 2100 ? null : "Year must be from 1950 to 2100";
});

/** A unit of a fleet (POST /api/fleets/{id}/units, and each row of an import). */
export const unitSchema = z.object({
  unitNumber: text("Unit number", 30, required(1, "Unit number is required")),
  vin: vinRule,
  plate: text("Plate", 12),
  plateState: text("Plate state", 2, plateStateRule),
  year: yearRule,
  make: text("Make", 40),
  model: text("Model", 40),
  unitType: text(
    "Type",
    100,
    oneOf(
      UNIT_TYPES.map((u) => u.value),
      "Type must be tractor, trailer, box-truck, van, pickup, car or other",
    ),
  ),
});

/** The server's phone rule for a requester: digits, spaces and - ( ) . + with at least 10 digits. */
const phoneRule: Rule = (v) => {
  if (v === "") return null;
  if (length(v) > 30) return "Phone number must be at most 30 characters";
  return /^[0-9 ().+-]*$/.test(v) && v.replace(/\D/g, "").length >= 10 ? null : "Please enter a valid phone number";
};

/** A person who may order work for the fleet: a phone, an email, or both. */
export const requesterSchema = z
  .object({
    name: text("Name", 100, required(1, "Name is required")),
    phone: z.string("Phone must be text").check(
      z.check<string>((ctx) => {
        const message = phoneRule(ctx.value);
        if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
      }),
    ),
    email: z.string("Email must be text").check(
      z.check<string>((ctx) => {
        const v = ctx.value;
        if (v !== "" && !isEmail(v))
          ctx.issues.push({ code: "custom", message: "Please enter a valid email address", input: v });
      }),
    ),
  })
  .check(
    z.check((ctx) => {
      if (ctx.value.phone === "" && ctx.value.email === "")
        ctx.issues.push({
          code: "custom",
          message: "A phone number or an email is needed to know their requests",
          input: ctx.value,
          path: ["phone"],
        });
    }, always),
  );
