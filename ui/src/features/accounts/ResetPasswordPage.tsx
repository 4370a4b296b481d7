import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LazyForm, plainBind } from "../../components/LazyForm";
import { ResetFormView } from "./ResetFormView";

const loadLive = () => import("./ResetFormLive").then((m) => m.default);

export default function ResetPasswordPage() {
  // The token is read after hydration: the prerendered page has no query string.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(location.search).get("token")), []);

  if (token === null || token === "") {
    return (
      <section className="page container narrow">
        <div className="card auth-card">
          <h1>Invalid Reset Link</h1>
          <p>This link is missing its reset token. Ask for a new one.</p>
          <p>
            <Link to="/forgot-password">Request a new reset link</Link>
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>Choose a New Password</h1>
        <LazyForm
          eager
          load={loadLive}
          plain={(onSubmit) => <ResetFormView token={token ?? ""} bind={plainBind} onSubmit={onSubmit} />}
        />
      </div>
    </section>
  );
}
