import { Link } from "react-router";
import { TextField, SubmitButton } from "../../components/FormFields";
import { LazyForm, plainBind, type FormViewProps } from "../../components/LazyForm";
import type { ForgotInput } from "./schemas";

/** The reset-link request as markup; it posts as a plain form until its code arrives. */
export function ForgotFormView({ bind, errors = {}, onSubmit, submitting = false }: FormViewProps<keyof ForgotInput>) {
  return (
    <>
      <h1>Forgot Your Password?</h1>
      <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      <form className="form" method="post" action="/api/forgot-password" noValidate onSubmit={onSubmit}>
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={bind("email")}
          error={errors.email}
        />
        <SubmitButton submitting={submitting} busy="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
      <p className="auth-links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </>
  );
}

const loadLive = () => import("./ForgotFormLive").then((m) => m.default);

export default function ForgotPasswordPage() {
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <LazyForm eager load={loadLive} plain={(onSubmit) => <ForgotFormView bind={plainBind} onSubmit={onSubmit} />} />
      </div>
    </section>
  );
}
