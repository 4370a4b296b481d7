import { describe, expect, it } from "vitest";
import type { DraftLine } from "../invoices/draft";
import type { Estimate } from "./api";
import {
  defaultTerms,
  estimateBody,
  estimateErrors,
  previewTerms,
  paymentsFor,
  previews,
  termsOf,
  type OptionDraft,
} from "./draft";

const line = (description: string, quantity: string, unitPrice: string, taxable: boolean, key = 1): DraftLine => ({
  key,
  description,
  quantity,
  unitPrice,
  taxable,
});
const option = (title: string, lines: DraftLine[], key = 1): OptionDraft => ({ key, title, pick: "", lines });

describe("the estimate editor's body and checks", () => {
  const two = [
    option("Patch the tire", [line("Tire patch", "1", "85", true)]),
    option("New tire installed", [line("Tire", "1", "150", true, 2), line("Labour", "1", "39.00", false, 3)], 2),
  ];

  it("makes the body the API contract names, with a hold and the tax of the preview", () => {
    const body = estimateBody({ jobId: 4 }, two, { ...defaultTerms(), payment: "hold" }, false);
    expect(body).toEqual({
      jobId: 4,
      payment: "hold",
      expiresInDays: 7,
      options: [
        {
          title: "Patch the tire",
          lines: [{ description: "Tire patch", quantity: 1, unitPriceCents: 8500, taxable: true }],
        },
        {
          title: "New tire installed",
          lines: [
            { description: "Tire", quantity: 1, unitPriceCents: 15000, taxable: true },
            { description: "Labour", quantity: 1, unitPriceCents: 3900, taxable: false },
          ],
        },
      ],
    });
    expect(estimateErrors(body)).toEqual({});
    const sums = previews(body, 700, previewTerms(body)!);
    expect(sums.map((s) => [s.totalCents, s.dueCents])).toEqual([
      [9095, 9095],
      [19950, 19950],
    ]);
  });

  it("sends a deposit as a percent or as cents, and leaves the payment to the business when not chosen", () => {
    const t = { ...defaultTerms(), payment: "deposit" as const };
    expect(estimateBody({ jobId: 3 }, two, t, false).depositPercent).toBe(25);
    expect(estimateBody({ jobId: 3 }, two, { ...t, depositKind: "fixed", deposit: "50" }, false).depositCents).toBe(
      5000,
    );
    const plain = estimateBody({ jobId: 3 }, two, defaultTerms(), false);
    expect("payment" in plain).toBe(false);
    expect(previewTerms(plain)).toBeNull();
    // Left to the business: the preview uses the server's default once it is known.
    expect(previewTerms(plain, null, { payment: "deposit", depositPercent: 30 })).toEqual({
      payment: "deposit",
      depositPercent: 30,
    });
    expect(previewTerms(plain, null, { payment: "hold", depositPercent: 25 })?.depositPercent).toBeNull();
  });

  it("names each field it refuses by the server's key", () => {
    const bad = estimateBody(
      { jobId: 3 },
      [option("", []), option("x", [line("", "1.234", "12.345", false)], 2)],
      { ...defaultTerms(), payment: "deposit", deposit: "101", expiresInDays: "31", note: "n".repeat(501) },
      false,
    );
    expect(estimateErrors(bad)).toEqual({
      "options.0.title": "Title is required",
      "options.0.lines": "Add at least one line",
      "options.1.lines.0.description": "Description is required",
      "options.1.lines.0.quantity": "Quantity must be a number from 0.01 to 1000",
      "options.1.lines.0.unitPriceCents": "Unit price must be whole cents from $0.00 to $100,000.00",
      depositPercent: "A deposit from 1% to 100%, in whole percent",
      expiresInDays: "From 1 to 30 days",
      note: "Note must be at most 500 characters",
    });
  });

  it("keeps a change order's terms: the difference over the approved total is held", () => {
    const body = estimateBody(
      { jobId: 3, changeOf: 9 },
      [option("New tire and valve", [line("Tire", "1", "150", true), line("Valve", "1", "25", true, 2)])],
      { ...defaultTerms(), payment: "none" },
      true,
    );
    expect("payment" in body).toBe(false);
    const terms = previewTerms(body, {
      payment: "hold",
      depositPercent: null,
      depositCents: null,
      approvedCents: 17000,
    } as Parameters<typeof previewTerms>[1]);
    expect(previews(body, 700, terms!)[0]).toEqual({
      subtotalCents: 17500,
      taxCents: 1225,
      totalCents: 18725,
      dueCents: 1725,
    });
  });
});

describe("a draft written again", () => {
  const draft = (over: Partial<Estimate>) =>
    ({
      payment: "deposit",
      depositPercent: null,
      depositCents: 5000,
      createdAt: "2026-11-27T10:00:00.000Z",
      expiresAt: "2026-12-01T10:00:00.000Z",
      note: "Spare is flat too.",
      ...over,
    }) as Estimate;

  it("starts from its own terms: the deposit as typed, its expiry in days from when it was made", () => {
    expect(termsOf(draft({}))).toEqual({
      payment: "deposit",
      depositKind: "fixed",
      deposit: "50.00",
      expiresInDays: "4",
      note: "Spare is flat too.",
    });
    expect(termsOf(draft({ payment: "hold", depositCents: null, note: null }))).toMatchObject({
      payment: "hold",
      depositKind: "percent",
      deposit: "25",
      note: "",
    });
  });
});

describe("what the payment choices offer for a job", () => {
  const business = { cardPayments: true, estimateDefault: { payment: "hold" as const, depositPercent: 25 } };

  it("asks a fleet on terms nothing by card, as the server does, and names it", () => {
    expect(paymentsFor({ name: "ABC Logistics", terms: "net30" }, business)).toEqual({
      cardPayments: false,
      estimateDefault: { payment: "none", depositPercent: 0 },
      onTermsOf: "ABC Logistics",
    });
  });

  it("leaves the business's own for a driver and for a fleet that pays on receipt", () => {
    expect(paymentsFor(null, business)).toEqual({ ...business, onTermsOf: undefined });
    expect(paymentsFor({ name: "Gator Freight", terms: "receipt" }, business)).toEqual({
      ...business,
      onTermsOf: undefined,
    });
  });
});
