// A fleet's managers: the people who see the fleet's own portal (units and
// their history, invoices, statements, approvals, service requests). The
// owner invites one by email; the mailed link, good for 7 days, sets their
// password. Removing one ends their access (their account stays).
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { focusFirstError, TextInput } from "../../components/fleet/fields";
import { ApiError } from "../../lib/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { fetchManagers, inviteManager, removeManager, type Manager } from "./api";

const when = (iso: string) => new Date(iso).toLocaleDateString();

function status(m: Manager): string {
  if (m.joinedAt) return `${m.username ?? "joined"} · joined ${when(m.joinedAt)}`;
  if (m.expiresAt && new Date(m.expiresAt) < new Date()) return `invite expired ${when(m.expiresAt)}`;
  return `invited ${when(m.invitedAt)} by ${m.invitedBy}`;
}

export function Managers({ fleetId }: { fleetId: number }) {
  const { fail, reloadKey } = useDashboard();
  const [managers, setManagers] = useState<Manager[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useCallback(
    () =>
      fetchManagers(fleetId)
        .then(setManagers)
        .catch((e) => fail(e, { title: "Error", description: "Could not load the fleet's managers." })),
    [fleetId, fail],
  );
  useEffect(() => void load(), [load, reloadKey]);
  const remove = async (m: Manager) => {
    try {
      await removeManager(fleetId, m.id);
      toast({ title: `${m.email} removed`, description: "They can no longer open the portal." });
      heading.current?.focus();
      void load();
    } catch (e) {
      fail(e, { title: "Error", description: "Could not remove the manager." });
    }
  };
  return (
    <section className="card" aria-labelledby={`fleet-${fleetId}-managers`}>
      <h3 id={`fleet-${fleetId}-managers`} ref={heading} tabIndex={-1}>
        Portal managers ({managers.length})
      </h3>
      <p className="muted small">
        They see this fleet's units, invoices, statements and approvals, and ask for service.
      </p>
      {managers.length > 0 && (
        <ul className="plain-list fleet-rows">
          {managers.map((m) => (
            <li key={m.id}>
              <span>
                <strong>{m.email}</strong> · {status(m)}
              </span>
              <button type="button" className="btn btn-outline btn-sm btn-danger" onClick={() => remove(m)}>
                Remove <span className="sr-only">{m.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h4>Invite a manager</h4>
      <InviteForm fleetId={fleetId} onInvited={load} />
    </section>
  );
}

function InviteForm({ fleetId, onInvited }: { fleetId: number; onInvited: () => void }) {
  const { fail } = useDashboard();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const invite = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const typed = email.trim();
    const message = !typed
      ? "Email is required"
      : !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)
        ? "Please enter a valid email address"
        : undefined;
    setError(message);
    if (message) return focusFirstError(form);
    try {
      const m = await inviteManager(fleetId, typed);
      toast({ title: `Invite sent to ${m.email}`, description: "The link works for 7 days." });
      setEmail("");
      onInvited();
    } catch (err) {
      const field = err instanceof ApiError ? err.body?.fields?.email : undefined;
      if (field) {
        setError(field);
        focusFirstError(form);
      }
      fail(err, { title: "Error", description: field ?? "Could not send the invite." });
    }
  };
  return (
    <form className="form fleet-grid" onSubmit={invite} noValidate aria-label="Invite a portal manager">
      <TextInput
        id={`manager-${fleetId}-email`}
        label="Manager's email"
        className="wide"
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value);
          if (error) setError(undefined);
        }}
      />
      <div className="wide">
        <button type="submit" className="btn btn-primary btn-sm">
          Send Invite
        </button>
      </div>
    </form>
  );
}
