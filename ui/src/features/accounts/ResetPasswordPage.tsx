import { useEffect, useState } from "react";
import { Link } from "react-router";
import { TextField, SubmitButton } from "../../components/FormFields";
import { LazyForm, plainBind, type FormViewProps } from "../../components/LazyForm";
import type { ResetInput } from "./schemas";

/** The new-password form as markup; it posts as a plain form until its code arrives. */
export function ResetFormView({
  token,
  bind,
  errors = {},
  onSubmit,
  submitting = false,
}: FormViewProps<keyof ResetInput> & { token: string }) {
  return (
    <form className="form" method="post" action="/api/reset-password" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="token" value={token} />
      {errors.token && (
        <p className="field-error" role="alert">
          {errors.token.message}
        </p>
      )}
      <TextField
        id="reset-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        registration={bind("password")}
        error={errors.password}
      />
      <TextField
        id="reset-confirm"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        registration={bind("confirmPassword")}
        error={errors.confirmPassword}
      />
      <SubmitButton submitting={submitting} busy="Saving..." disabled={!token}>
        Reset Password
      </SubmitButton>
    </form>
  );
}

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
