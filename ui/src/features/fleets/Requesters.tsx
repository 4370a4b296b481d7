// A fleet's requesters: the people who may order work for it. A lead from
// one's phone or email (typed any way) is the fleet's as it comes in.
import { useRef, useState, type FormEvent } from "react";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { normalize, useFieldErrors } from "../../lib/zodResolver";
import { addRequester, removeRequester, type Requester, type RequesterBody } from "./api";
import { focusFirstError, showRefusal, TextInput } from "../../components/fleet/fields";
import { requesterSchema } from "./schemas";

export function Requesters({
  fleetId,
  requesters,
  onChange,
}: {
  fleetId: number;
  requesters: Requester[];
  onChange: () => void;
}) {
  const { fail } = useDashboard();
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = async (r: Requester) => {
    try {
      await removeRequester(fleetId, r.id);
      toast({ title: `${r.name} removed` });
      heading.current?.focus();
      onChange();
    } catch (e) {
      fail(e, { title: "Error", description: "Could not remove the requester." });
    }
  };
  return (
    <section className="card" aria-labelledby={`fleet-${fleetId}-requesters`}>
      <h3 id={`fleet-${fleetId}-requesters`} ref={heading} tabIndex={-1}>
        Requesters ({requesters.length})
      </h3>
      <p className="muted small">
        A quote or booking from their phone or email is linked to this fleet as it comes in.
      </p>
      {requesters.length > 0 && (
        <ul className="plain-list fleet-rows">
          {requesters.map((r) => (
            <li key={r.id}>
              <span>
                <strong>{r.name}</strong>
                {[r.phone, r.email].filter(Boolean).map((c) => ` · ${c}`)}
              </span>
              <button type="button" className="btn btn-outline btn-sm btn-danger" onClick={() => remove(r)}>
                Remove <span className="sr-only">{r.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h4>Add a requester</h4>
      <RequesterForm fleetId={fleetId} onAdded={onChange} />
    </section>
  );
}

const blank = { name: "", phone: "", email: "" };

function RequesterForm({ fleetId, onAdded }: { fleetId: number; onAdded: () => void }) {
  const { fail } = useDashboard();
  const [v, setV] = useState(blank);
  const { errors, setErrors, check } = useFieldErrors(requesterSchema, v);
  const first = useRef<HTMLInputElement>(null);
  const id = (f: string) => `requester-${fleetId}-${f}`;
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
      const added = await addRequester(fleetId, normalize(requesterSchema, v) as RequesterBody);
      toast({ title: `${added.name} can now order for this fleet` });
      setV(blank);
      first.current?.focus();
      onAdded();
    } catch (err) {
      showRefusal(err, form, setErrors, fail, "Could not add the requester.");
    }
  };
  return (
    <form className="form fleet-grid" onSubmit={save} noValidate aria-label="Add a requester">
      <TextInput label="Name" autoComplete="off" ref={first} {...field("name")} />
      <TextInput label="Phone" type="tel" autoComplete="off" {...field("phone")} />
      <TextInput label="Email" type="email" autoComplete="off" {...field("email")} />
      <div className="wide">
        <button type="submit" className="btn btn-primary btn-sm">
          Add Requester
        </button>
      </div>
    </form>
  );
}
