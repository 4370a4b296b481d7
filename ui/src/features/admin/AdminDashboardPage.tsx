import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { adminLogout, fetchLeads, fetchSession, markContacted, type Lead } from "./api";

type ListState = Lead[] | "error" | null;

const lists = [
  { title: "Quote Requests", path: "/api/quotes", kind: "quotes" },
  { title: "Contact Forms", path: "/api/contacts", kind: null },
  { title: "Bookings", path: "/api/bookings", kind: "bookings" },
] as const;

export default function AdminDashboardPage() {
  const navigate = useNavigate();
  const [user, setUser] = useState<string | null>(null);
  const [data, setData] = useState<Record<string, ListState>>({});

  // Any 401 means the session is over: say so and go back to sign in.
  const expired = useCallback(
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 401) {
        toast({ title: "Session Expired", description: "Please log in again", variant: "destructive" });
        navigate("/admin", { replace: true });
        return true;
      }
      return false;
    },
    [navigate],
  );

  const load = useCallback(async () => {
    try {
      setUser((await fetchSession()).username);
    } catch (e) {
      if (!expired(e)) toast({ title: "Error", description: "Could not load the dashboard", variant: "destructive" });
      return;
    }
    for (const l of lists) {
      fetchLeads(l.path)
        .then((rows) => setData((d) => ({ ...d, [l.path]: rows })))
        .catch((e) => expired(e) || setData((d) => ({ ...d, [l.path]: "error" })));
    }
  }, [expired]);

  useEffect(() => {
    void load();
  }, [load]);

  const signOut = async () => {
    try {
      await adminLogout();
      toast({ title: "Logged Out" });
      navigate("/admin");
    } catch {
      toast({ title: "Error", description: "Failed to log out properly", variant: "destructive" });
    }
  };

  const contacted = async (kind: "quotes" | "bookings", id: number) => {
    try {
      await markContacted(kind, id);
      toast({ title: kind === "quotes" ? "Quote marked as contacted" : "Booking marked as contacted" });
      void load();
    } catch (e) {
      if (!expired(e))
        toast({ title: "Error", description: kind === "quotes" ? "Failed to update quote." : "Failed to update booking.", variant: "destructive" });
    }
  };

  if (!user) {
    return (
      <section className="page container">
        <p role="status">Checking your session…</p>
      </section>
    );
  }
  return (
    <section className="page container">
      <div className="dashboard-head">
        <h1>Admin Dashboard</h1>
        <span className="actions">
          <button type="button" className="btn btn-outline" onClick={() => void load()}>
            Refresh
          </button>
          <button type="button" className="btn btn-outline" onClick={signOut}>
            Logout
          </button>
        </span>
      </div>
      {lists.map((l) => {
        const rows = data[l.path];
        return (
          <section key={l.path} className="lead-list" aria-labelledby={`list-${l.kind ?? "contacts"}`}>
            <h2 id={`list-${l.kind ?? "contacts"}`}>{l.title}</h2>
            {rows === undefined || rows === null ? (
              <p role="status">Loading…</p>
            ) : rows === "error" ? (
              <p className="field-error">Could not load</p>
            ) : rows.length === 0 ? (
              <p>None yet.</p>
            ) : (
              <ul className="leads">
                {rows.map((r) => (
                  <li key={r.id} className={r.contacted === false ? "card lead pending" : "card lead"}>
                    <p>
                      <strong>{r.name}</strong> · <a href={`tel:${r.phone.replace(/[^\d+]/g, "")}`}>{r.phone}</a> · {r.location}
                    </p>
                    <p>
                      <span className="urgency">{r.urgency}</span> {r.serviceType ?? r.serviceNeeded ?? ""} · {new Date(r.createdAt).toLocaleString()}
                    </p>
                    <p>{r.description ?? r.message}</p>
                    {l.kind && r.contacted === false && (
                      <button type="button" className="btn btn-primary" onClick={() => contacted(l.kind!, r.id)}>
                        Mark as Contacted
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
