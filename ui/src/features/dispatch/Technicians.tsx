// Settings: the technicians' accounts (docs/product.md#dispatch). The owner
// adds one (they sign in at /admin and land on the app at /tech/), disables
// or enables it, and sets a new password; both sign the technician out.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import {
  changeTechnician,
  createTechnician,
  fetchTechnicians,
  fieldErrors,
  newTechnicianSchema,
  type Technician,
} from "./api";

export function TechniciansSettings() {
  const { fail } = useDashboard();
  const [list, setList] = useState<Technician[] | null>(null);
  const load = useCallback(
    () =>
      fetchTechnicians()
        .then(setList)
        .catch((e) => fail(e, { title: "Error", description: "Could not load the technicians" })),
    [fail],
  );
  useEffect(() => void load(), [load]);
  const [values, setValues] = useState({ username: "", name: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const r = newTechnicianSchema.safeParse(values);
    if (!r.success) return setErrors(fieldErrors(r));
    setErrors({});
    try {
      await createTechnician({ ...r.data, name: r.data.name.trim() || null });
      toast({ title: "Technician added", description: `${r.data.username} can sign in at /admin.` });
      setValues({ username: "", name: "", password: "" });
      void load();
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) setErrors(err.body.fields);
      fail(err, { title: "Error", description: "Could not add the technician." });
    }
  };
  const toggle = async (t: Technician) => {
    try {
      await changeTechnician(t.id, { disabled: !t.disabled });
      toast({ title: t.disabled ? `${t.username} enabled` : `${t.username} disabled and signed out` });
      void load();
    } catch (err) {
      fail(err, { title: "Error", description: "Could not change the account." });
    }
  };
  const reset = async (t: Technician) => {
    const password = window.prompt(`New password for ${t.username} (at least 12 characters):`);
    if (!password) return;
    try {
      await changeTechnician(t.id, { password });
      toast({ title: "Password changed", description: `${t.username} is signed out everywhere.` });
    } catch (err) {
      const message = err instanceof ApiError && err.body?.fields?.password;
      fail(err, { title: "Error", description: message || "Could not change the password." });
    }
  };
  const field = (k: keyof typeof values, labelText: string, type = "text") => (
    <div className="field">
      <label htmlFor={`tech-new-${k}`}>{labelText}</label>
      <input
        id={`tech-new-${k}`}
        type={type}
        autoComplete={type === "password" ? "new-password" : "off"}
        value={values[k]}
        onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
        aria-invalid={errors[k] ? true : undefined}
        aria-describedby={errors[k] ? `tech-new-${k}-error` : undefined}
      />
      {errors[k] && (
        <span className="field-error" id={`tech-new-${k}-error`}>
          {errors[k]}
        </span>
      )}
    </div>
  );
  return (
    <section className="card" aria-labelledby="technicians">
      <h2 id="technicians">Technicians</h2>
      {list === null ? (
        <p role="status">Loading…</p>
      ) : list.length === 0 ? (
        <p className="muted">No technicians yet.</p>
      ) : (
        <ul className="plain-list">
          {list.map((t) => (
            <li key={t.id} className="board-tech">
              <span>
                <strong>{t.name || t.username}</strong> <span className="muted small">{t.username}</span>
                {t.disabled && <span className="badge">disabled</span>}
              </span>
              <span className="actions">
                <button type="button" className="btn btn-outline btn-sm" onClick={() => void toggle(t)}>
                  {t.disabled ? "Enable" : "Disable"}
                </button>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => void reset(t)}>
                  Reset password
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={add} noValidate aria-label="Add a technician">
        {field("username", "Username")}
        {field("name", "Name (the driver sees the first word)")}
        {field("password", "Password", "password")}
        <button type="submit" className="btn btn-primary btn-sm">
          Add technician
        </button>
      </form>
    </section>
  );
}
