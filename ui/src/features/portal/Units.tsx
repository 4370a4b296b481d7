// The fleet's units, each with its service history on demand: every job,
// when, what it was for, what was done (the invoice's lines) and its invoice.
import { useState } from "react";
import { INVOICE_STATUS_LABELS, UNIT_TYPE_LABELS } from "../../lib/lists";
import { formatCents } from "../../lib/money";
import { fetchUnit, type Unit, type UnitHistory } from "./api";

export const unitName = (u: Unit) =>
  [`Unit ${u.unitNumber}`, [u.year, u.make, u.model].filter(Boolean).join(" ")].filter(Boolean).join(" · ");

export function Units({ units }: { units: Unit[] }) {
  return (
    <section className="card" aria-labelledby="portal-units">
      <h2 id="portal-units">Units ({units.length})</h2>
      {units.length === 0 ? (
        <p className="muted">No units on file yet: the owner adds them.</p>
      ) : (
        <ul className="plain-list">
          {units.map((u) => (
            <UnitRow key={u.id} unit={u} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UnitRow({ unit: u }: { unit: Unit }) {
  const [history, setHistory] = useState<UnitHistory | null>(null);
  const [state, setState] = useState<"closed" | "loading" | "open" | "failed">("closed");
  const toggle = async () => {
    if (state === "open") return setState("closed");
    setState("loading");
    try {
      setHistory(await fetchUnit(u.id));
      setState("open");
    } catch {
      setState("failed");
    }
  };
  const regionId = `unit-${u.id}-history`;
  return (
    <li className="portal-unit">
      <div className="portal-row">
        <span>
          <strong>{unitName(u)}</strong>
          <span className="muted small">
            {" · "}
            {[
              UNIT_TYPE_LABELS[u.unitType] ?? u.unitType,
              u.vin && `VIN ${u.vin}`,
              u.plate && `${u.plate} ${u.plateState ?? ""}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </span>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={state === "open"}
          aria-controls={regionId}
          onClick={toggle}
        >
          Service history <span className="sr-only">of unit {u.unitNumber}</span>
        </button>
      </div>
      <div
        id={regionId}
        role="region"
        aria-label={`Service history of unit ${u.unitNumber}`}
        hidden={state === "closed"}
      >
        {state === "loading" && <p role="status">Loading…</p>}
        {state === "failed" && <p role="alert">The history could not be loaded. Please try again.</p>}
        {state === "open" && history && (
          <>
            {history.visits.length === 0 ? (
              <p className="muted">No service on record yet.</p>
            ) : (
              <ol className="plain-list portal-visits">
                {history.visits.map((v) => (
                  <li key={v.jobId}>
                    <strong>
                      {new Date(v.completedAt ?? v.createdAt).toLocaleDateString()} · Job #{v.jobId}
                    </strong>{" "}
                    <span className={`badge job-${v.status.replace(" ", "-")}`}>{v.status}</span>
                    <p className="small">
                      {[v.service, v.location, v.poNumber && `PO ${v.poNumber}`].filter(Boolean).join(" · ")}
                    </p>
                    {v.problem && <p className="small muted">{v.problem}</p>}
                    {v.work.length > 0 && <p className="small">Done: {v.work.join(", ")}</p>}
                    {v.photos.length > 0 && (
                      <ul className="plain-list portal-photos" aria-label={`Photos of job #${v.jobId}`}>
                        {v.photos.map((p) => (
                          <li key={p.id}>
                            <a href={`/api/fleet/units/${u.id}/photos/${p.id}`} target="_blank" rel="noopener">
                              <img
                                src={`/api/fleet/units/${u.id}/photos/${p.id}?size=thumb`}
                                alt={`${p.label}, ${new Date(p.takenAt).toLocaleString()}`}
                                width={p.width >= p.height ? 96 : 72}
                                height={p.width >= p.height ? 72 : 96}
                                loading="lazy"
                              />
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                    {v.invoice && (
                      <p className="small">
                        <a href={v.invoice.path}>
                          {v.invoice.number} · {formatCents(v.invoice.totalCents)} ·{" "}
                          {INVOICE_STATUS_LABELS[v.invoice.status] ?? v.invoice.status}
                        </a>
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </li>
  );
}
