// The Overview's "Not sent" card: shown only when something never went
// out, so the owner can call the driver who never got their text.
import { useDashboard } from "../../lib/staff/dashboard";
import { when } from "../../lib/staff/format";
import { fetchUndelivered } from "./api";
import { useApi } from "../../lib/useApi";

const channelName: Record<string, string> = {
  sms: "Text",
  mail: "Email",
  push: "Push",
  email: "Staff email",
  webhook: "Staff webhook",
  log: "Log",
};

export function Undelivered() {
  const { fail, reloadKey } = useDashboard();
  const { data: rows } = useApi(fetchUndelivered, [reloadKey, fail], {
    onError: (e) => fail(e, { title: "Error", description: "Could not load what was not sent" }),
  });
  if (!rows || rows.length === 0) return null;
  return (
    <section className="card undelivered" aria-labelledby="not-sent">
      <h3 id="not-sent">Not sent ({rows.length})</h3>
      <p className="muted small">These messages never went out. Reach these people another way.</p>
      <ul className="plain-list">
        {rows.map((r) => (
          <li key={r.id}>
            <strong>{channelName[r.channel] ?? r.channel}</strong> to {r.to}
            {r.lead && (
              <>
                {" "}
                · {r.lead.kind} #{r.lead.id}
              </>
            )}
            {/* A text's or a push's subject only repeats its channel. */}
            {r.channel !== "sms" && r.channel !== "push" && <> · {r.subject}</>}
            <br />
            <span className="muted small">
              {when(r.givenUpAt)} after {r.attempts} {r.attempts === 1 ? "try" : "tries"}: {r.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
