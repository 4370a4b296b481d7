// A fleet's account fields (react-hook-form, checked by the same rules as
// the server's): company, billing, terms, tax exemption, PO rule, approval
// limit (typed in dollars, sent in cents) and credit hold. A refused save
// puts the server's field errors (a name another fleet has) under their
// fields, as the form's own.
import { useForm, type Path, type Resolver } from "react-hook-form";
import { ApiError } from "../../lib/api";
import { FLEET_TERMS, PO_RULES } from "../../lib/lists";
import { centsToDollars, dollarsToCents } from "../../lib/money";
import { useDashboard } from "../../lib/staff/dashboard";
import { fieldErrors, normalize } from "../../lib/zodResolver";
import type { Fleet, FleetBody } from "./api";
import { Select, TextInput } from "../../components/fleet/fields";
import { fleetSchema } from "./schemas";

export type FleetValues = {
  name: string;
  billingContact: string;
  billingEmail: string;
  address: string;
  terms: string;
  taxExempt: boolean;
  taxCertificate: string;
  poRule: string;
  /** In dollars, as typed ("750", "1,250.50"); empty: no limit. */
  approvalLimitCents: string;
  creditHold: boolean;
  notes: string;
};

const blank: FleetValues = {
  name: "",
  billingContact: "",
  billingEmail: "",
  address: "",
  terms: "receipt",
  taxExempt: false,
  taxCertificate: "",
  poRule: "none",
  approvalLimitCents: "",
  creditHold: false,
  notes: "",
};

export const valuesOf = (f: Fleet): FleetValues => ({
  name: f.name,
  billingContact: f.billingContact,
  billingEmail: f.billingEmail,
  address: f.address,
  terms: f.terms,
  taxExempt: f.taxExempt,
  taxCertificate: f.taxCertificate ?? "",
  poRule: f.poRule,
  approvalLimitCents: f.approvalLimitCents == null ? "" : centsToDollars(f.approvalLimitCents).replace(/\.00$/, ""),
  creditHold: f.creditHold,
  notes: f.notes,
});

/** The body the server takes: the limit in cents (-1 for what is not an amount, so the rule names it), null for none. */
export function bodyOf(v: FleetValues): FleetBody {
  const limit = v.approvalLimitCents.trim();
  return normalize(fleetSchema, {
    ...v,
    approvalLimitCents: limit === "" ? null : (dollarsToCents(limit) ?? -1),
    taxCertificate: v.taxExempt ? v.taxCertificate : "",
  }) as FleetBody;
}

const resolver: Resolver<FleetValues> = async (values) => {
  const errors = fieldErrors(fleetSchema, bodyOf(values));
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(Object.entries(errors).map(([k, message]) => [k, { type: "validate", message }])),
  };
};

const TERMS = FLEET_TERMS.map((t) => ({ value: t.value, label: t.label }));
const RULES = PO_RULES.map((r) => ({ value: r.value, label: r.label }));

export function FleetForm({
  fleet,
  label,
  submit,
  onSave,
}: {
  fleet?: Fleet;
  label: string;
  submit: string;
  /** Answers the fleet as saved (its fields go back into the form), or nothing when the form goes away. */
  onSave: (body: FleetBody) => Promise<Fleet | void>;
}) {
  const { fail } = useDashboard();
  const form = useForm<FleetValues>({ defaultValues: fleet ? valuesOf(fleet) : blank, resolver });
  const { errors, isSubmitting } = form.formState;
  const id = (f: string) => `fleet-${fleet?.id ?? "new"}-${f}`;
  const field = (f: keyof FleetValues) => ({ id: id(f), error: errors[f]?.message, ...form.register(f) });
  const exempt = form.watch("taxExempt");
  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await onSave(bodyOf(values));
      if (saved) form.reset(valuesOf(saved));
    } catch (e) {
      if (e instanceof ApiError && e.body?.fields)
        for (const [f, message] of Object.entries(e.body.fields))
          if (f in blank) form.setError(f as Path<FleetValues>, { type: "server", message }, { shouldFocus: true });
      fail(e, {
        title: "Error",
        description: e instanceof ApiError && e.serverMessage ? e.serverMessage : "Could not save the fleet.",
      });
    }
  });
  return (
    <form className="form fleet-form" onSubmit={save} noValidate aria-label={label}>
      <TextInput label="Company name" autoComplete="organization" {...field("name")} />
      <div className="field-row">
        <TextInput label="Billing contact" autoComplete="name" {...field("billingContact")} />
        <TextInput label="Billing email" type="email" autoComplete="email" {...field("billingEmail")} />
      </div>
      <TextInput label="Address" autoComplete="street-address" {...field("address")} />
      <div className="field-row">
        <Select label="Payment terms" options={TERMS} {...field("terms")} />
        <Select label="Purchase orders" options={RULES} {...field("poRule")} />
      </div>
      <TextInput
        label="Approval limit ($)"
        inputMode="decimal"
        hint="Work above this needs the fleet's approval first. Empty: no limit."
        {...field("approvalLimitCents")}
      />
      <label className="field-check">
        <input type="checkbox" {...form.register("taxExempt")} /> Tax-exempt
      </label>
      {exempt && <TextInput label="Tax-exempt certificate number" {...field("taxCertificate")} />}
      <label className="field-check">
        <input type="checkbox" {...form.register("creditHold")} /> On credit hold (collect payment on site)
      </label>
      <div className="field">
        <label htmlFor={id("notes")}>Notes</label>
        <textarea
          id={id("notes")}
          rows={3}
          {...form.register("notes")}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${id("notes")}-error` : undefined}
        />
        {errors.notes && (
          <span className="field-error" id={`${id("notes")}-error`}>
            {errors.notes.message}
          </span>
        )}
      </div>
      <div className="lead-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : submit}
        </button>
      </div>
    </form>
  );
}
