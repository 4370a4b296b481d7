// Settings: the price book (docs/product.md#invoices), seeded from the
// content file's service guide, then the owner's: name, price, taxable.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { useFieldErrors } from "../../lib/zodResolver";
import { toast } from "../../lib/toast";
import { addPrice, changePrice, removePrice } from "./api";
import { fetchInvoiceSettings, fetchPriceBook, type InvoiceSettings, type PriceBookItem } from "../../lib/invoices/api";
import { dollarsToCents, formatCents } from "../../lib/money";
import { priceItemSchema } from "../../lib/invoices/rules";

export function PriceBookSettings() {
  const { fail } = useDashboard();
  const [items, setItems] = useState<PriceBookItem[] | null>(null);
  const [settings, setSettings] = useState<InvoiceSettings | null>(null);
  useEffect(() => {
    fetchInvoiceSettings()
      .then(setSettings)
      .catch(() => setSettings(null));
  }, []);
  const load = useCallback(
    () =>
      fetchPriceBook()
        .then(setItems)
        .catch((e) => fail(e, { title: "Error", description: "Could not load the price book." })),
    [fail],
  );
  useEffect(() => void load(), [load]);
  return (
    <section className="card" aria-labelledby="price-book">
      <h2 id="price-book">Price Book</h2>
      <p className="muted small">What invoices pick their lines from. Changes do not touch invoices already made.</p>
      {settings && (
        <p className="muted small" data-testid="invoice-settings">
          Tax on taxable lines: {settings.taxBasisPoints / 100}% · Pay by card on the invoice page:{" "}
          {settings.cardPayments ? "on (Stripe)" : "off"}. Both are set in the server's configuration file (
          <code>[invoices] tax_rate</code>, <code>[payments]</code>).
        </p>
      )}
      {items === null ? (
        <p role="status">Loading…</p>
      ) : (
        <ul className="plain-list price-book">
          {items.map((item) => (
            <PriceRow key={item.id} item={item} onChange={load} />
          ))}
        </ul>
      )}
      <h3>Add an item</h3>
      <PriceForm label="Add to the price book" submit="Add Item" onSave={(v) => addPrice(v).then(() => load())} />
    </section>
  );
}

function PriceRow({ item, onChange }: { item: PriceBookItem; onChange: () => void }) {
  const { fail } = useDashboard();
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <li>
        <PriceForm
          label={`Edit ${item.name}`}
          submit="Save"
          initial={item}
          onSave={async (v) => {
            await changePrice(item.id, v);
            setEditing(false);
            onChange();
          }}
        />
      </li>
    );
  return (
    <li>
      <span>
        <strong>{item.name}</strong> · {formatCents(item.priceCents)}
        {item.taxable ? " · taxable" : ""}
      </span>
      <span className="recent-side">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
          Edit <span className="sr-only">{item.name}</span>
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={async () => {
            try {
              await removePrice(item.id);
              toast({ title: `${item.name} removed` });
              onChange();
            } catch (e) {
              fail(e, { title: "Error", description: "Could not remove the item." });
            }
          }}
        >
          Remove <span className="sr-only">{item.name}</span>
        </button>
      </span>
    </li>
  );
}

function PriceForm({
  label,
  submit,
  initial,
  onSave,
}: {
  label: string;
  submit: string;
  initial?: PriceBookItem;
  onSave: (v: { name: string; priceCents: number; taxable: boolean }) => Promise<unknown>;
}) {
  const { fail } = useDashboard();
  const [name, setName] = useState(initial?.name ?? "");
  const [price, setPrice] = useState(initial ? (initial.priceCents / 100).toFixed(2) : "");
  const [taxable, setTaxable] = useState(initial?.taxable ?? false);
  const body = { name: name.trim(), priceCents: dollarsToCents(price) ?? -1, taxable };
  const { errors, setErrors, check } = useFieldErrors(priceItemSchema, body);
  const p = (f: string) => `price-${initial?.id ?? "new"}-${f}`;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    try {
      await onSave(body);
      toast({ title: initial ? "Price book item saved" : "Added to the price book" });
      if (!initial) {
        setName("");
        setPrice("");
        setTaxable(false);
      }
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) setErrors(err.body.fields);
      fail(err, { title: "Error", description: "Could not save the item." });
    }
  };
  const described = (f: string) =>
    errors[f] ? { "aria-invalid": true as const, "aria-describedby": `${p(f)}-error` } : {};
  return (
    <form className="form price-form" onSubmit={save} noValidate aria-label={label}>
      <div className="field">
        <label htmlFor={p("name")}>Name</label>
        <input id={p("name")} value={name} onChange={(e) => setName(e.target.value)} {...described("name")} />
        {errors.name && (
          <span className="field-error" id={`${p("name")}-error`}>
            {errors.name}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={p("price")}>Price ($)</label>
        <input
          id={p("price")}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          {...described("priceCents")}
        />
        {errors.priceCents && (
          <span className="field-error" id={`${p("priceCents")}-error`}>
            {errors.priceCents}
          </span>
        )}
      </div>
      <label className="check">
        <input type="checkbox" checked={taxable} onChange={(e) => setTaxable(e.target.checked)} /> Taxable
      </label>
      <button type="submit" className="btn btn-primary btn-sm">
        {submit}
      </button>
    </form>
  );
}
