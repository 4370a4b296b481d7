// The invoice list (docs/product.md#invoices): unpaid first by default, with
// each one's age (fleet customers pay later), filters by status and date,
// and the CSV of what is shown.
import { useState } from "react";
import { useDashboard } from "../../lib/staff/dashboard";
import { STATUS_LABELS } from "../../lib/invoices/api";
import { csvHref, fetchInvoices, type InvoiceFilter } from "./api";
import { formatCents } from "../../lib/money";
import { useApi } from "../../lib/useApi";

const FILTERS = [
  ["unpaid", "Unpaid"],
  ["", "All"],
  ["draft", "Draft"],
  ["paid", "Paid"],
  ["void", "Void"],
] as const;

export function InvoicesPanel() {
  const { fail } = useDashboard();
  const [filter, setFilter] = useState<InvoiceFilter>({ status: "unpaid" });
  const { data: rows = null } = useApi(() => fetchInvoices(filter), [filter, fail], {
    onError: (e) => fail(e, { title: "Error", description: "Could not load the invoices." }),
  });
  const owed = rows?.reduce((s, r) => s + (r.status === "void" ? 0 : r.balanceCents), 0) ?? 0;
  return (
    <section aria-labelledby="invoices-title">
      <h2 id="invoices-title">Invoices</h2>
      <div className="chips" role="group" aria-label="Show invoices by status">
        {FILTERS.map(([value, label]) => (
          <button
            key={label}
            type="button"
            className={(filter.status ?? "") === value ? "chip active" : "chip"}
            aria-pressed={(filter.status ?? "") === value}
            onClick={() => setFilter({ ...filter, status: value || undefined })}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="invoice-filters">
        <div className="field">
          <label htmlFor="invoices-from">From</label>
          <input
            id="invoices-from"
            type="date"
            value={filter.from ?? ""}
            onChange={(e) => setFilter({ ...filter, from: e.target.value || undefined })}
          />
        </div>
        <div className="field">
          <label htmlFor="invoices-to">To</label>
          <input
            id="invoices-to"
            type="date"
            value={filter.to ?? ""}
            onChange={(e) => setFilter({ ...filter, to: e.target.value || undefined })}
          />
        </div>
        <a className="btn btn-outline btn-sm" href={csvHref(filter)} download>
          Export CSV
        </a>
      </div>
      {rows === null ? (
        <p role="status">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="muted">No invoices here.</p>
      ) : (
        <>
          <p className="muted small">
            {rows.length} invoice{rows.length === 1 ? "" : "s"} · {formatCents(owed)} still owed
          </p>
          <div className="table-scroll">
            <table className="invoice-table">
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col" className="num">
                    Balance
                  </th>
                  <th scope="col" className="num">
                    Age
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <a href={r.url} target="_blank" rel="noopener">
                        {r.number}
                      </a>
                    </td>
                    <td>{r.customerName ?? "–"}</td>
                    <td>
                      <span className={`badge invoice-${r.status}`}>{STATUS_LABELS[r.status] ?? r.status}</span>
                    </td>
                    <td className="num">{formatCents(r.totalCents)}</td>
                    <td className="num">{formatCents(r.balanceCents)}</td>
                    <td className="num">
                      {r.ageDays} day{r.ageDays === 1 ? "" : "s"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
