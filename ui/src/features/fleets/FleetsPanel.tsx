// The Fleets tab (docs/product.md#fleets): every fleet with its terms, PO
// rule, limit, hold and counts; a fleet's page (?fleet=ID) with its account
// form, units (one at a time or a spreadsheet) and requesters; a new fleet
// (?fleet=new); the two spreadsheets.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { FLEETS_CSV, UNITS_CSV, addFleet, changeFleet, fetchFleet, fetchFleets, type FleetDetail } from "./api";
import { FleetForm } from "./FleetForm";
import { plural, termsLine } from "./line";
import { Managers } from "./Managers";
import { FleetStatement } from "./Statement";
import { Requesters } from "./Requesters";
import { Units } from "./Units";
import { useApi } from "../../lib/useApi";

export function FleetsPanel() {
  const [params, setParams] = useSearchParams();
  const which = params.get("fleet");
  const open = useCallback(
    (fleet?: number | "new") => {
      const next = new URLSearchParams({ tab: "fleets" });
      if (fleet) next.set("fleet", String(fleet));
      setParams(next);
    },
    [setParams],
  );
  if (which === "new") return <NewFleet open={open} />;
  const id = Number(which);
  if (which && Number.isInteger(id) && id > 0) return <FleetPage key={id} id={id} open={open} />;
  return <FleetList open={open} />;
}

type Open = (fleet?: number | "new") => void;

/** A link within the tab: a real href (opens in a new tab too), followed without a reload. */
function TabLink({
  to,
  open,
  className,
  children,
}: {
  to?: number | "new";
  open: Open;
  className?: string;
  children: ReactNode;
}) {
  const href = `/admin/dashboard?tab=fleets${to ? `&fleet=${to}` : ""}`;
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        open(to);
      }}
    >
      {children}
    </a>
  );
}

/** The heading a page of the tab opens on takes the focus, so the keyboard starts there. */
function useFocusOnOpen<T extends HTMLElement>(ready: boolean) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    ref.current?.focus();
  }, [ready]);
  return ref;
}

function FleetList({ open }: { open: Open }) {
  const { fail, reloadKey } = useDashboard();
  const { data: fleets = null } = useApi(fetchFleets, [reloadKey, fail], {
    onError: (e) => fail(e, { title: "Error", description: "Could not load the fleets." }),
  });
  return (
    <section aria-labelledby="fleets-title">
      <div className="fleet-head">
        <h2 id="fleets-title">Fleets</h2>
        <span className="actions">
          <TabLink to="new" open={open} className="btn btn-primary btn-sm">
            Add fleet
          </TabLink>
          <a className="btn btn-outline btn-sm" href={FLEETS_CSV} download>
            Fleets CSV
          </a>
          <a className="btn btn-outline btn-sm" href={UNITS_CSV} download>
            Units CSV
          </a>
        </span>
      </div>
      {fleets === null ? (
        <p role="status">Loading…</p>
      ) : fleets.length === 0 ? (
        <p className="muted">
          No fleets yet. Add the companies that call every week: their terms, units and who may order.
        </p>
      ) : (
        <ul className="leads fleet-list">
          {fleets.map((f) => (
            <li key={f.id} className="card fleet-card">
              <div className="lead-head">
                <h3>
                  <TabLink to={f.id} open={open}>
                    {f.name}
                  </TabLink>
                </h3>
                {f.creditHold && <span className="badge badge-red">On credit hold</span>}
              </div>
              <p>{termsLine(f)}</p>
              <p className="muted small">
                {plural(f.unitCount, "unit")} · {plural(f.requesterCount, "requester")} · {f.billingContact}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewFleet({ open }: { open: Open }) {
  const heading = useFocusOnOpen<HTMLHeadingElement>(true);
  return (
    <section aria-labelledby="fleet-new-title">
      <TabLink open={open} className="back-link">
        ← All fleets
      </TabLink>
      <h2 id="fleet-new-title" ref={heading} tabIndex={-1}>
        Add fleet
      </h2>
      <div className="card fleet-account">
        <FleetForm
          label="New fleet"
          submit="Add Fleet"
          onSave={async (body) => {
            const made = await addFleet(body);
            toast({ title: `${made.name} added`, description: "Now add its units and requesters." });
            open(made.id);
          }}
        />
      </div>
    </section>
  );
}

function FleetPage({ id, open }: { id: number; open: Open }) {
  const { fail, reloadKey } = useDashboard();
  const [fleet, setFleet] = useState<FleetDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const load = useCallback(
    () =>
      fetchFleet(id)
        .then(setFleet)
        .catch((e) => {
          setMissing(true);
          fail(e, { title: "Error", description: "Could not load the fleet." });
        }),
    [id, fail],
  );
  useEffect(() => void load(), [load, reloadKey]);
  const heading = useFocusOnOpen<HTMLHeadingElement>(fleet !== null);
  return (
    <section aria-labelledby={`fleet-${id}-title`}>
      <TabLink open={open} className="back-link">
        ← All fleets
      </TabLink>
      {fleet === null ? (
        <p role="status">{missing ? "This fleet could not be loaded." : "Loading…"}</p>
      ) : (
        <>
          <div className="lead-head fleet-title">
            <h2 id={`fleet-${id}-title`} ref={heading} tabIndex={-1}>
              {fleet.name}
            </h2>
            {fleet.creditHold && <span className="badge badge-red">On credit hold</span>}
          </div>
          <p className="muted">{termsLine(fleet)}</p>
          <div className="two-col fleet-parts">
            <div className="stack">
              <section className="card fleet-account" aria-labelledby={`fleet-${id}-account`}>
                <h3 id={`fleet-${id}-account`}>Account</h3>
                <FleetForm
                  fleet={fleet}
                  label={`${fleet.name}'s account`}
                  submit="Save Fleet"
                  onSave={async (body) => {
                    const saved = await changeFleet(id, body);
                    toast({ title: "Fleet saved" });
                    setFleet((old) => old && { ...old, ...saved });
                    return saved;
                  }}
                />
              </section>
              <FleetStatement fleetId={id} />
            </div>
            <div className="stack">
              <Units fleetId={id} units={fleet.units} onChange={load} />
              <Requesters fleetId={id} requesters={fleet.requesters} onChange={load} />
              <Managers fleetId={id} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
