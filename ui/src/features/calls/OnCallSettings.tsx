// Settings: who is on call (docs/product.md#calls). An inbound call to the
// business number rings the people of this order one after the other, each
// on their own phone, skipping whoever is not on call at that moment. The
// owner edits the whole order here (phones, when each is on call, the order
// itself) and saves it at once; nothing changes on the server before Save.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { CopyButton } from "../../components/staff/ui";
import { ApiError } from "../../lib/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { DAYS, MODES, fetchOnCall, saveOnCall, type Day, type Mode, type OnCall } from "./api";
import {
  DEFAULT_DAYS,
  checkOrder,
  displayName,
  errorsByPerson,
  move,
  ringsNowText,
  roleLabel,
  rowOf,
  rowsOf,
  sortDays,
  toBody,
  type Row,
} from "./order";

type Errors = { byPerson: Record<string, string>; general: string[] };
const NO_ERRORS: Errors = { byPerson: {}, general: [] };

/** The ids of a row's controls (focus moves between them after Move, Remove and Add). */
const idOf = (userId: number, control: string) => `oncall-${userId}-${control}`;

export function OnCallSettings() {
  const { fail } = useDashboard();
  const [data, setData] = useState<OnCall | null>(null);
  const [missing, setMissing] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [adding, setAdding] = useState("");
  const [addError, setAddError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What Move, Remove and Add did, for a screen reader (the focus stays where the keyboard was).
  const [said, say] = useState("");
  // The element to focus once the list has re-rendered (Move, Remove, Add, a refused Save).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const show = useCallback((d: OnCall) => {
    setData(d);
    setRows(rowsOf(d));
    setErrors(NO_ERRORS);
  }, []);
  useEffect(() => {
    fetchOnCall()
      .then(show)
      .catch((e) => {
        // A server without calls at all (older than them).
        if (e instanceof ApiError && e.status === 404) setMissing(true);
        else fail(e, { title: "Error", description: "Could not load who is on call." });
      });
  }, [show, fail]);

  const saved = data ? JSON.stringify(toBody(rowsOf(data))) : "";
  const dirty = data !== null && JSON.stringify(toBody(rows)) !== saved;

  const change = (userId: number, field: keyof Row, patch: Partial<Row>) => {
    setRows((rs) => rs.map((r) => (r.userId === userId ? { ...r, ...patch } : r)));
    // A field changed loses its message (Save checks it again).
    setErrors((e) => {
      const key = `${userId}.${field}`;
      if (!(key in e.byPerson)) return e;
      const byPerson = { ...e.byPerson };
      delete byPerson[key];
      return { ...e, byPerson };
    });
  };

  const shift = (index: number, by: number) => {
    const row = rows[index];
    const next = move(rows, index, by);
    if (next === rows) return;
    setRows(next);
    // Focus stays on the button pressed, in the row's new place; at an end, on the other Move.
    const at = index + by;
    const control = by < 0 ? (at === 0 ? "down" : "up") : at === next.length - 1 ? "up" : "down";
    focusNext.current = idOf(row.userId, control);
    say(`${displayName(row)} is now number ${at + 1} of ${next.length}.`);
  };

  const remove = (index: number) => {
    const row = rows[index];
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    // The next person's name (or the one before), else the Add list: not back to the top of the page.
    setErrors((e) => ({
      ...e,
      byPerson: Object.fromEntries(Object.entries(e.byPerson).filter(([k]) => !k.startsWith(`${row.userId}.`))),
    }));
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? idOf(neighbour.userId, "name") : "oncall-add";
    say(`${displayName(row)} taken out of the order. Save to apply the change.`);
  };

  const others = data ? data.people.filter((p) => !rows.some((r) => r.userId === p.userId)) : [];
  const add = () => {
    const person = others.find((p) => String(p.userId) === adding) ?? (others.length === 1 ? others[0] : undefined);
    if (!person) {
      setAddError("Choose whom to add");
      focusNext.current = "oncall-add";
      return;
    }
    setRows((rs) => [...rs, rowOf(person)]);
    setAdding("");
    setAddError(null);
    focusNext.current = idOf(person.userId, "phone");
    say(`${displayName(person)} added at the end of the order.`);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const sent = rows.map((r) => r.userId);
    const refuse = (fields: Record<string, string>) => {
      const found = errorsByPerson(fields, sent);
      setErrors(found);
      // The first field named takes the focus (in the order's order).
      const first = rows
        .flatMap((r) => ["phone", "mode", "days", "start", "end", "userId", "row"].map((f) => `${r.userId}.${f}`))
        .find((k) => k in found.byPerson);
      if (first) {
        const [id, f] = first.split(".");
        focusNext.current = f === "days" ? idOf(Number(id), "day-mon") : idOf(Number(id), f === "row" ? "name" : f);
      } else focusNext.current = "oncall-errors";
    };
    const problems = checkOrder(rows);
    if (Object.keys(problems).length) return refuse(problems);
    setBusy(true);
    try {
      show(await saveOnCall(toBody(rows)));
      toast({ title: "On-call order saved" });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.body?.fields) {
        refuse(err.body.fields);
        toast({ title: "Not saved", description: "Check the fields marked below.", variant: "destructive" });
      } else fail(err, { title: "Error", description: "Could not save the on-call order." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card oncall" aria-labelledby="on-call">
      <h2 id="on-call">Who is on call</h2>
      {missing ? (
        <p className="muted small">This server does not take calls yet.</p>
      ) : data === null ? (
        <p role="status">Loading…</p>
      ) : !data.enabled ? (
        <>
          <p className="muted small">
            Calls to the business number are not set up on this server (<code>[voice]</code> in the configuration file).
            Once they are, set the Twilio number&rsquo;s voice webhook (&ldquo;A call comes in&rdquo;) to:
          </p>
          <p className="review-link">{data.webhookUrl}</p>
          <CopyButton text={data.webhookUrl} label="Copy Webhook URL" className="btn btn-outline btn-sm" />
        </>
      ) : (
        <form className="form" onSubmit={save} noValidate aria-label="The on-call order">
          <p className="muted small">
            A call to the business number rings these people in this order, {data.ringSeconds} s each, skipping whoever
            is not on call then. <em>Now</em>: on call until they hand the calls back in their app. <em>Off</em>: kept
            in the order, not rung.
          </p>
          <p role="status" data-testid="rings-now">
            <strong>Rings now:</strong> {ringsNowText(data.ringsNow, data.people)}
            {data.ringsNow.length ? "." : ": a call now would be missed."}
          </p>
          {rows.length === 0 ? (
            <p className="muted">Nobody is in the order: a call rings no one and counts as missed.</p>
          ) : (
            <ol className="plain-list oncall-list">
              {rows.map((r, i) => (
                <PersonRow
                  key={r.userId}
                  row={r}
                  index={i}
                  last={i === rows.length - 1}
                  errors={errors.byPerson}
                  change={change}
                  shift={shift}
                  remove={remove}
                />
              ))}
            </ol>
          )}
          {errors.general.length > 0 && (
            <div id="oncall-errors" tabIndex={-1} role="alert">
              {errors.general.map((m) => (
                <p key={m} className="field-error">
                  {m}
                </p>
              ))}
            </div>
          )}
          {others.length > 0 ? (
            <div className="oncall-add">
              <div className="field">
                <label htmlFor="oncall-add">Add to the order</label>
                <select
                  id="oncall-add"
                  value={adding}
                  onChange={(e) => {
                    setAdding(e.target.value);
                    setAddError(null);
                  }}
                  aria-invalid={addError ? true : undefined}
                  aria-describedby={addError ? "oncall-add-error" : undefined}
                >
                  <option value="">Choose a person…</option>
                  {others.map((p) => (
                    <option key={p.userId} value={p.userId}>
                      {displayName(p)} ({roleLabel(p.role)})
                    </option>
                  ))}
                </select>
                {addError && (
                  <span className="field-error" id="oncall-add-error">
                    {addError}
                  </span>
                )}
              </div>
              <button type="button" className="btn btn-outline btn-sm" onClick={add}>
                Add
              </button>
            </div>
          ) : (
            <p id="oncall-add" tabIndex={-1} className="muted small">
              Every staff account is in the order.
            </p>
          )}
          <div className="actions">
            <button type="submit" className="btn btn-primary btn-sm" aria-disabled={busy || undefined}>
              {busy ? "Saving…" : "Save"}
            </button>
            {dirty && <span className="muted small">Not saved yet: Rings now is the saved order.</span>}
          </div>
          <p className="sr-only" role="status">
            {said}
          </p>
        </form>
      )}
    </section>
  );
}

function PersonRow({
  row: r,
  index,
  last,
  errors,
  change,
  shift,
  remove,
}: {
  row: Row;
  index: number;
  last: boolean;
  errors: Record<string, string>;
  change: (userId: number, field: keyof Row, patch: Partial<Row>) => void;
  shift: (index: number, by: number) => void;
  remove: (index: number) => void;
}) {
  const name = displayName(r);
  const id = (control: string) => idOf(r.userId, control);
  const error = (field: string) => errors[`${r.userId}.${field}`];
  /** aria-invalid and aria-describedby of a control whose field has an error. */
  const described = (field: string) =>
    error(field) ? { "aria-invalid": true as const, "aria-describedby": id(`${field}-error`) } : {};
  const message = (field: string) =>
    error(field) ? (
      <span className="field-error" id={id(`${field}-error`)}>
        {error(field)}
      </span>
    ) : null;
  const toggleDay = (day: Day, on: boolean) =>
    change(r.userId, "days", { days: sortDays(on ? [...r.days, day] : r.days.filter((d) => d !== day)) });
  return (
    <li className="oncall-person">
      <div role="group" aria-labelledby={id("name")}>
        <h3 id={id("name")} tabIndex={-1} className="oncall-name">
          <span className="sr-only">{index + 1}. </span>
          {name} <span className="muted small">{roleLabel(r.role)}</span>
          {r.onCallNow && <span className="badge badge-done">On call now</span>}
        </h3>
        {message("row")}
        {message("userId")}
        <div className="field-row">
          <div className="field">
            <label htmlFor={id("phone")}>Phone</label>
            <input
              id={id("phone")}
              type="tel"
              autoComplete="off"
              placeholder="(386) 555-0123"
              value={r.phone}
              onChange={(e) => change(r.userId, "phone", { phone: e.target.value })}
              {...described("phone")}
            />
            {message("phone")}
          </div>
          <div className="field">
            <label htmlFor={id("mode")}>On call</label>
            <select
              id={id("mode")}
              value={r.mode}
              onChange={(e) => {
                const mode = e.target.value as Mode;
                change(r.userId, "mode", mode === "hours" && !r.days.length ? { mode, days: DEFAULT_DAYS } : { mode });
              }}
              {...described("mode")}
            >
              {MODES.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
            {message("mode")}
          </div>
        </div>
        {r.mode === "hours" && (
          <div className="oncall-hours">
            <fieldset className="oncall-days" aria-describedby={error("days") ? id("days-error") : undefined}>
              <legend>Days</legend>
              {DAYS.map((d) => (
                <label key={d.id} className="check">
                  <input
                    type="checkbox"
                    id={id(`day-${d.id}`)}
                    checked={r.days.includes(d.id)}
                    onChange={(e) => toggleDay(d.id, e.target.checked)}
                  />
                  <span aria-hidden="true">{d.label}</span>
                  <span className="sr-only">{d.name}</span>
                </label>
              ))}
              {message("days")}
            </fieldset>
            <div className="field-row">
              <div className="field">
                <label htmlFor={id("start")}>From</label>
                <input
                  id={id("start")}
                  type="time"
                  value={r.start}
                  onChange={(e) => change(r.userId, "start", { start: e.target.value })}
                  {...described("start")}
                />
                {message("start")}
              </div>
              <div className="field">
                <label htmlFor={id("end")}>To</label>
                <input
                  id={id("end")}
                  type="time"
                  value={r.end === "24:00" ? "00:00" : r.end}
                  onChange={(e) => change(r.userId, "end", { end: e.target.value })}
                  aria-describedby={error("end") ? id("end-error") : id("end-note")}
                  aria-invalid={error("end") ? true : undefined}
                />
                {message("end") ?? (
                  <span className="muted small" id={id("end-note")}>
                    Earlier than From: runs overnight into the next day.
                  </span>
                )}
              </div>
            </div>
          </div>
        )}
        <div className="actions oncall-actions">
          <button
            type="button"
            id={id("up")}
            className="btn btn-outline btn-sm"
            onClick={() => shift(index, -1)}
            disabled={index === 0}
          >
            Move up <span className="sr-only">{name}</span>
          </button>
          <button
            type="button"
            id={id("down")}
            className="btn btn-outline btn-sm"
            onClick={() => shift(index, 1)}
            disabled={last}
          >
            Move down <span className="sr-only">{name}</span>
          </button>
          <button type="button" id={id("remove")} className="btn btn-outline btn-sm" onClick={() => remove(index)}>
            Remove <span className="sr-only">{name} from the order</span>
          </button>
        </div>
      </div>
    </li>
  );
}
