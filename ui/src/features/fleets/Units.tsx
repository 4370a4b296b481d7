// A fleet's units: the list, one added (or edited) at a time (the VIN's
// check digit checked as it is typed in), removed, and a spreadsheet
// imported whole or not at all, with every refused row said.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { UNIT_TYPES, UNIT_TYPE_LABELS } from "../../lib/lists";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { normalize, useFieldErrors } from "../../lib/zodResolver";
import { addUnit, changeUnit, importUnits, removeUnit, type Unit, type UnitBody } from "./api";
import { focusFirstError, Select, showRefusal, TextInput } from "../../components/fleet/fields";
import { importReport, plural } from "./line";
import { unitSchema } from "./schemas";

/** "2019 Freightliner Cascadia · Tractor · AB1234 (FL) · VIN …" */
export function unitFacts(u: Unit): string {
  const vehicle = [u.year, u.make, u.model].filter(Boolean).join(" ");
  const plate = u.plate ? `${u.plate}${u.plateState ? ` (${u.plateState})` : ""}` : "";
  return [vehicle, UNIT_TYPE_LABELS[u.unitType] ?? u.unitType, plate, u.vin ? `VIN ${u.vin}` : ""]
    .filter(Boolean)
    .join(" · ");
}

export function Units({ fleetId, units, onChange }: { fleetId: number; units: Unit[]; onChange: () => void }) {
  const { fail } = useDashboard();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const remove = async (u: Unit) => {
    try {
      await removeUnit(fleetId, u.id);
      toast({ title: `Unit ${u.unitNumber} removed` });
      heading.current?.focus();
      onChange();
    } catch (e) {
      fail(e, { title: "Error", description: "Could not remove the unit." });
    }
  };
  return (
    <section className="card" aria-labelledby={`fleet-${fleetId}-units`}>
      <h3 id={`fleet-${fleetId}-units`} ref={heading} tabIndex={-1}>
        Units ({units.length})
      </h3>
      {units.length === 0 ? (
        <p className="muted">No units yet: add them one at a time or import a spreadsheet.</p>
      ) : (
        <ul className="plain-list fleet-rows">
          {units.map((u) => (
            <li key={u.id}>
              {editing === u.id ? (
                <UnitForm
                  fleetId={fleetId}
                  unit={u}
                  onSaved={() => {
                    setEditing(null);
                    onChange();
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <span>
                    <strong>{u.unitNumber}</strong> · {unitFacts(u)}
                  </span>
                  <span className="actions">
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(u.id)}>
                      Edit <span className="sr-only">unit {u.unitNumber}</span>
                    </button>
                    <button type="button" className="btn btn-outline btn-sm btn-danger" onClick={() => remove(u)}>
                      Remove <span className="sr-only">unit {u.unitNumber}</span>
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <h4>Add a unit</h4>
      <UnitForm fleetId={fleetId} onSaved={onChange} />
      <ImportUnits fleetId={fleetId} onImported={onChange} />
    </section>
  );
}

const TYPES = UNIT_TYPES.map((u) => ({ value: u.value, label: u.label }));
const blank = {
  unitNumber: "",
  unitType: "tractor",
  vin: "",
  year: "",
  make: "",
  model: "",
  plate: "",
  plateState: "",
};

const valuesOf = (u: Unit) => ({
  unitNumber: u.unitNumber,
  unitType: u.unitType,
  vin: u.vin ?? "",
  year: u.year != null ? String(u.year) : "",
  make: u.make ?? "",
  model: u.model ?? "",
  plate: u.plate ?? "",
  plateState: u.plateState ?? "",
});

/** A new unit's form, or with `unit` that unit's, filled in, to change it. */
function UnitForm({
  fleetId,
  unit,
  onSaved,
  onCancel,
}: {
  fleetId: number;
  unit?: Unit;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { fail } = useDashboard();
  const [v, setV] = useState(unit ? valuesOf(unit) : blank);
  const { errors, setErrors, check } = useFieldErrors(unitSchema, v);
  const first = useRef<HTMLInputElement>(null);
  // An edit opens with its first field focused; a new unit's form waits for the person.
  useEffect(() => {
    if (unit) first.current?.focus();
  }, [unit]);
  const id = (f: string) => (unit ? `unit-${fleetId}-${unit.id}-${f}` : `unit-${fleetId}-${f}`);
  const field = (f: keyof typeof blank) => ({
    id: id(f),
    value: v[f],
    error: errors[f],
    onChange: (e: { target: { value: string } }) => setV((old) => ({ ...old, [f]: e.target.value })),
  });
  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (!check()) return focusFirstError(form);
    try {
      const body = normalize(unitSchema, v) as UnitBody;
      const saved = unit ? await changeUnit(fleetId, unit.id, body) : await addUnit(fleetId, body);
      toast({ title: `Unit ${saved.unitNumber} ${unit ? "saved" : "added"}` });
      if (!unit) {
        setV(blank);
        first.current?.focus();
      }
      onSaved();
    } catch (err) {
      showRefusal(err, form, setErrors, fail, `Could not ${unit ? "save" : "add"} the unit.`);
    }
  };
  return (
    <form
      className="form fleet-grid"
      onSubmit={save}
      noValidate
      aria-label={unit ? `Edit unit ${unit.unitNumber}` : "Add a unit"}
    >
      <TextInput label="Unit number" ref={first} {...field("unitNumber")} />
      <Select label="Type" options={TYPES} {...field("unitType")} />
      <TextInput
        label="VIN"
        className="wide"
        autoCapitalize="characters"
        spellCheck={false}
        hint="17 characters; the 9th is a check digit, so a mistyped one is caught."
        {...field("vin")}
      />
      <TextInput label="Year" inputMode="numeric" {...field("year")} />
      <TextInput label="Make" {...field("make")} />
      <TextInput label="Model" {...field("model")} />
      <TextInput label="Plate" autoCapitalize="characters" {...field("plate")} />
      <TextInput label="Plate state" autoCapitalize="characters" maxLength={2} {...field("plateState")} />
      <div className="wide">
        <button type="submit" className="btn btn-primary btn-sm">
          {unit ? "Save Unit" : "Add Unit"}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function ImportUnits({ fleetId, onImported }: { fleetId: number; onImported: () => void }) {
  const { fail } = useDashboard();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ imported: number } | { refused: string[] } | null>(null);
  const read = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      const { imported } = await importUnits(fleetId, await file.text());
      setResult({ imported });
      onImported();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.body?.fields)
        setResult({ refused: importReport(err.body.fields) });
      else fail(err, { title: "Error", description: "Could not import the file." });
    } finally {
      setBusy(false);
      // The same file, fixed, can be chosen again.
      input.value = "";
    }
  };
  const id = `units-${fleetId}-csv`;
  return (
    <div className="fleet-import">
      <h4>Import units from CSV</h4>
      <div className="field">
        <label htmlFor={id}>Spreadsheet (CSV)</label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          onChange={read}
          disabled={busy}
          aria-describedby={`${id}-hint`}
        />
        <span className="muted small field-hint" id={`${id}-hint`}>
          A header row, then one unit a row: unit number, vin, plate, plate state, year, make, model, type. Every row is
          added, or none.
        </span>
      </div>
      <div role="status" aria-live="polite">
        {busy && <p>Importing…</p>}
        {result && "imported" in result && <p className="fleet-ok">Imported {plural(result.imported, "unit")}.</p>}
      </div>
      {result && "refused" in result && (
        <div className="fleet-refused" role="alert">
          <p>
            <strong>Nothing was imported.</strong> Fix {result.refused.length === 1 ? "this row" : "these rows"} and
            import the file again:
          </p>
          <ul>
            {result.refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
