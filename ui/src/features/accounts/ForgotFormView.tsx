// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other. Its field and button come from lib/forms/,
// the list the server's page for a failed post without JavaScript is made
// from too.
import { Link } from "react-router";
import { FormField, byName } from "../../components/Field";
import { SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import forgot from "../../lib/forms/forgot.json";
import type { ForgotInput } from "./schemas";

const fields = byName<keyof ForgotInput>(forgot.fields);

/** The reset-link request as markup; it posts as a plain form until its code arrives. */
export function ForgotFormView({ bind, errors = {}, onSubmit, submitting = false }: FormViewProps<keyof ForgotInput>) {
  return (
    <>
      <h1>Forgot Your Password?</h1>
      <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      <form className="form" method="post" action="/api/forgot-password" noValidate onSubmit={onSubmit}>
        <FormField spec={fields.email} registration={bind("email")} error={errors.email} />
        <SubmitButton submitting={submitting} busy="Sending...">
          {forgot.submit}
        </SubmitButton>
      </form>
      <p className="auth-links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </>
  );
}
