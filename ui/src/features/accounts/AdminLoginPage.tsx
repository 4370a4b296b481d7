import { useEffect, useState } from "react";
import { LazyForm, plainBind } from "../../components/LazyForm";
import { SignInFormView } from "../../components/SignInForm";
import { takeUnsentNotice, type UnsentChange } from "../../lib/staff/unsentNotice";

const loadLive = () => import("./AdminLoginLive").then((m) => m.default);

export default function AdminLoginPage() {
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>Staff Sign In</h1>
        <UnsentNotice />
        <LazyForm
          eager
          load={loadLive}
          plain={(onSubmit) => (
            <SignInFormView form="adminLogin" action="/api/admin/login" bind={plainBind} onSubmit={onSubmit} />
          )}
        />
      </div>
    </section>
  );
}

/**
 * After the technician's app was signed out by the server: which of the changes made on the phone
 * never reached the office (the app has deleted them with everything else it kept). Read after
 * hydration: the prerendered page cannot know it.
 */
function UnsentNotice() {
  const [changes, setChanges] = useState<UnsentChange[] | null>(null);
  useEffect(() => {
    const left = takeUnsentNotice();
    if (left) setChanges(left);
  }, []);
  if (!changes?.length) return null;
  const n = changes.length;
  return (
    <div className="signed-out-notice" role="alert">
      <p>
        <strong>You were signed out.</strong> {n === 1 ? "1 change" : `${n} changes`} made on your phone never reached
        the office, and {n === 1 ? "it is" : "they are"} no longer on the phone:
      </p>
      <ul>
        {changes.map((c, i) => (
          <li key={i}>
            Job #{c.job}: {c.change}
          </li>
        ))}
      </ul>
      <p>Sign in, then make {n === 1 ? "it" : "them"} again.</p>
    </div>
  );
}
