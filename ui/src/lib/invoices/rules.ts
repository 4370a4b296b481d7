// Invoice, payment and price book rules, message for message the server's
// (src/invoices/validate.rs); tests/cases/invoices.json is run against both.
// The back office checks its forms with these; the technician's step keeps
// its own wording for the same limits (InvoiceStep), so both share the limits.
import * as z from "zod/mini";
import { MANUAL_METHODS } from "../lists";
import { formatCents } from "../money";

export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_TOTAL_CENTS = 100_000_000;
// The manual methods and their words come from lib/lists.json, as the server's do.
export { MANUAL_METHODS, METHOD_LABELS } from "../lists";

const cents = (name: string, min: number, max: number, required = true) =>
  z.unknown().check(
    z.check<unknown>((ctx) => {
      const v = ctx.value;
      if (v === undefined || v === null || v === "") {
        if (required) ctx.issues.push({ code: "custom", message: `${name} is required`, input: v });
        return;
      }
      if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
        ctx.issues.push({
          code: "custom",
          message: `${name} must be whole cents from ${formatCents(min)} to ${formatCents(max)}`,
          input: v,
        });
      }
    }),
  );

const requiredText = (max: number, message: string) =>
  z.unknown().check(
    z.check<unknown>((ctx) => {
      const v = typeof ctx.value === "string" ? ctx.value.trim() : "";
      if ([...v].length < 1) ctx.issues.push({ code: "custom", message, input: ctx.value });
      else if ([...v].length > max)
        ctx.issues.push({
          code: "custom",
          message: `${message.split(" ")[0]} must be at most ${max} characters`,
          input: v,
        });
    }),
  );

const flag = z.unknown().check(
  z.check<unknown>((ctx) => {
    const v = ctx.value;
    if (!(v === undefined || v === null || v === "" || typeof v === "boolean"))
      ctx.issues.push({ code: "custom", message: "Taxable must be true or false", input: v });
  }),
);

const line = z.object({
  description: requiredText(200, "Description is required"),
  quantity: z.unknown().check(
    z.check<unknown>((ctx) => {
      const q = ctx.value;
      if (typeof q !== "number" || !Number.isFinite(q) || q < 0.01 || q > 1000)
        ctx.issues.push({ code: "custom", message: "Quantity must be a number from 0.01 to 1000", input: q });
    }),
  ),
  unitPriceCents: cents("Unit price", 0, MAX_PRICE_CENTS),
  taxable: z.optional(flag),
});

export const invoiceSchema = z.object({
  jobId: z.unknown().check(
    z.check<unknown>((ctx) => {
      if (typeof ctx.value !== "number" || !Number.isInteger(ctx.value) || ctx.value < 1)
        ctx.issues.push({
          code: "custom",
          message: "Job is required: the id of the job the invoice bills",
          input: ctx.value,
        });
    }),
  ),
  lines: z.unknown().check(
    z.check<unknown>((ctx) => {
      const v = ctx.value;
      if (!Array.isArray(v) || v.length === 0) {
        ctx.issues.push({ code: "custom", message: "Add at least one line: an invoice cannot be empty", input: v });
        return;
      }
      if (v.length > 100) {
        ctx.issues.push({ code: "custom", message: "An invoice has at most 100 lines", input: v });
        return;
      }
      v.forEach((item, n) => {
        const r = line.safeParse(item);
        if (!r.success)
          for (const issue of r.error.issues)
            ctx.issues.push({ code: "custom", message: issue.message, input: item, path: [n, ...issue.path] });
      });
    }),
  ),
  discountCents: cents("Discount", 0, MAX_TOTAL_CENTS, false),
});

export const paymentSchema = z.object({
  method: z.unknown().check(
    z.check<unknown>((ctx) => {
      if (typeof ctx.value !== "string" || !MANUAL_METHODS.includes(ctx.value))
        ctx.issues.push({
          code: "custom",
          message: `Method must be one of ${MANUAL_METHODS.join(", ")}`,
          input: ctx.value,
        });
    }),
  ),
  amountCents: cents("Amount", 1, MAX_TOTAL_CENTS),
  reference: z.unknown(),
});

export const priceItemSchema = z.object({
  name: requiredText(80, "Name is required"),
  priceCents: cents("Price", 0, MAX_PRICE_CENTS),
  taxable: flag,
});
