// A lead card's fleet: "Fleet: ABC Logistics · PO required · limit $750 ·
// on hold" and its unit when the lead is linked to one (read for the whole
// list at once); a suggestion when the form's phone or email is a
// requester's ("Looks like ABC Logistics's requester Dana: link?"), which the
// owner confirms (a typed email proves nothing, and a fleet's lead is billed
// on its terms); and "Fleet…", where the owner links the lead to a fleet and
// unit by hand, or unlinks it.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { fetchFleet, fetchFleets, fleetOfLead, linkLead, type FleetTag, type Suggestion, type Unit } from "./api";
import { Select } from "../../components/fleet/fields";
import { fleetLine, unitLine } from "./line";
import { useApi } from "../../lib/useApi";

export function LeadFleet({ kind, leadId }: { kind: LeadKind; leadId: number }) {
  const { reloadKey, fail } = useDashboard();
  const [tag, setTag] = useState<FleetTag | null>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [linking, setLinking] = useState(false);
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const back = useRef(false);
  useApi(() => fleetOfLead(kind, leadId), [kind, leadId, reloadKey], {
    onData: (l) => {
      setTag(l.fleet);
      setSuggestion(l.suggestion);
    },
  });
  useEffect(() => {
    if (!editing && back.current) {
      back.current = false;
      button.current?.focus();
    }
  }, [editing]);
  const close = () => {
    back.current = true;
    setEditing(false);
  };
  const unit = tag && unitLine(tag);
  const confirm = async (s: Suggestion) => {
    setLinking(true);
    try {
      const next = await linkLead(kind, leadId, s.fleetId);
      setTag(next);
      setSuggestion(null);
      toast({ title: next ? `Linked to ${next.name}` : "No fleet for this lead now" });
    } catch (err) {
      fail(err, { title: "Error", description: "Could not link the lead to the fleet." });
    } finally {
      setLinking(false);
    }
  };
  return (
    <div className="lead-fleet">
      {!tag && suggestion && !editing && (
        <p className="fleet-suggestion">
          Looks like {possessive(suggestion.fleetName)} requester {suggestion.requesterName} (same{" "}
          {suggestion.matchedOn}): link?{" "}
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={linking}
            onClick={() => void confirm(suggestion)}
          >
            {linking ? "Linking…" : `Link to ${suggestion.fleetName}`}
          </button>
        </p>
      )}
      {tag && (
        <p className="fleet-line">
          <strong>{fleetLine(tag)}</strong>
          {unit && (
            <>
              <br />
              {unit}
            </>
          )}
        </p>
      )}
      {editing ? (
        <LinkForm
          kind={kind}
          leadId={leadId}
          tag={tag}
          onDone={(next) => {
            if (next !== undefined) setTag(next);
            close();
          }}
        />
      ) : (
        <button ref={button} type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
          Fleet…
        </button>
      )}
    </div>
  );
}

function LinkForm({
  kind,
  leadId,
  tag,
  onDone,
}: {
  kind: LeadKind;
  leadId: number;
  tag: FleetTag | null;
  /** The lead's fleet after a save; undefined when nothing changed. */
  onDone: (tag?: FleetTag | null) => void;
}) {
  const { fail } = useDashboard();
  const { data: fleets = null } = useApi(fetchFleets, [fail], {
    onError: (e) => fail(e, { title: "Error", description: "Could not load the fleets." }),
  });
  const [fleetId, setFleetId] = useState(tag ? String(tag.fleetId) : "");
  const [unitId, setUnitId] = useState(tag?.unitId ? String(tag.unitId) : "");
  const [saving, setSaving] = useState(false);
  const first = useRef<HTMLSelectElement>(null);
  // The form takes the focus once its fleets are in: the keyboard goes on from "Fleet…" into it.
  const loaded = fleets !== null;
  useEffect(() => {
    if (loaded) first.current?.focus();
  }, [loaded]);
  // The units of the fleet picked; none while another fleet's are still shown.
  const { data: fleet } = useApi(fleetId ? () => fetchFleet(Number(fleetId)) : null, [fleetId, fail], {
    onError: (e) => fail(e, { title: "Error", description: "Could not load the fleet's units." }),
  });
  const units: Unit[] = fleetId && fleet?.id === Number(fleetId) ? fleet.units : [];
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const next = await linkLead(kind, leadId, fleetId ? Number(fleetId) : null, unitId ? Number(unitId) : null);
      toast({ title: next ? `Linked to ${next.name}` : "No fleet for this lead now" });
      onDone(next);
    } catch (err) {
      fail(err, { title: "Error", description: "Could not link the lead to the fleet." });
    } finally {
      setSaving(false);
    }
  };
  const id = (f: string) => `lead-${kind}-${leadId}-${f}`;
  if (fleets === null) return <p role="status">Loading fleets…</p>;
  return (
    <form className="fleet-link" onSubmit={save} aria-label="Link to a fleet">
      <Select
        id={id("fleet")}
        label="Fleet"
        ref={first}
        value={fleetId}
        onChange={(e) => {
          setFleetId(e.target.value);
          setUnitId("");
        }}
        options={[{ value: "", label: "No fleet" }, ...fleets.map((f) => ({ value: String(f.id), label: f.name }))]}
      />
      {fleetId && (
        <Select
          id={id("unit")}
          label="Unit"
          value={unitId}
          onChange={(e) => setUnitId(e.target.value)}
          options={[
            { value: "", label: units.length ? "No unit" : "No units" },
            ...units.map((u) => ({ value: String(u.id), label: u.unitNumber })),
          ]}
        />
      )}
      <span className="fleet-link-buttons">
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
          {saving ? "Saving…" : "Save Fleet"}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onDone()}>
          Cancel
        </button>
      </span>
    </form>
  );
}

/** "ABC Logistics's", and "Coastal Freight Lines'" for a name that ends in s. */
function possessive(name: string) {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
