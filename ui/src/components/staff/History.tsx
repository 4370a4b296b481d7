// A lead's or a job's audit trail: who changed what, and when.
import { useEffect, useState } from "react";
import { fetchAudit, type AuditRecord, type LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { when } from "../../lib/staff/format";

const actionLabel: Record<string, string> = {
  contacted: "Marked as contacted",
  edit: "Edited",
  delete: "Deleted",
  "job-create": "Job created",
  "job-update": "Job updated",
};

type Fields = Record<string, unknown>;

/**
 * What a change did, in words: each changed field, with its old and new values where the trail keeps them (fields
 * about the person, like the name or the phone, are only named: docs/product.md#privacy).
 */
export function changes(r: Pick<AuditRecord, "changed" | "before" | "after">): string {
  // The kept fields' values: JSON objects (the document leaves them open).
  const before = r.before as Fields | null | undefined;
  const after = r.after as Fields | null | undefined;
  if (!before || !after) return "";
  return r.changed
    .filter((k) => k !== "updatedAt")
    .map((k) =>
      k in before || k in after ? `${k}: ${String(before[k] ?? "–")} → ${String(after[k] ?? "–")}` : `${k} changed`,
    )
    .join("; ");
}

/** The audit trail, read when opened (and again after each change). */
export function History({ kind, id, version }: { kind: LeadKind | "job"; id: number; version: unknown }) {
  const { fail } = useDashboard();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<AuditRecord[] | null>(null);
  useEffect(() => {
    if (!open) return;
    fetchAudit(kind, id)
      .then((p) => setRows(p.items))
      .catch((e) => fail(e, { title: "Error", description: "Could not load the history" }));
  }, [open, kind, id, version, fail]);
  return (
    <details className="lead-more" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>History</summary>
      {!open ? null : rows === null ? (
        <p role="status">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="muted">No changes yet.</p>
      ) : (
        <ol className="plain-list audit">
          {rows.map((r) => (
            <li key={r.id}>
              <strong>{actionLabel[r.action] ?? r.action}</strong> by {r.staffUsername}, {when(r.createdAt)}
              {changes(r) && <span className="muted"> ({changes(r)})</span>}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
