// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other. Its fields and button come from lib/forms/,
// the list the server's page for a failed post without JavaScript is made
// from too.
import { FormField, byName } from "../../components/Field";
import { SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import reset from "../../lib/forms/reset.json";
import type { ResetInput } from "./schemas";

const fields = byName<keyof ResetInput>(reset.fields);

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
      <FormField spec={fields.token} value={token} />
      {errors.token && (
        <p className="field-error" role="alert">
          {errors.token.message}
        </p>
      )}
      <FormField spec={fields.password} registration={bind("password")} error={errors.password} />
      <FormField spec={fields.confirmPassword} registration={bind("confirmPassword")} error={errors.confirmPassword} />
      <SubmitButton submitting={submitting} busy="Saving..." disabled={!token}>
        {reset.submit}
      </SubmitButton>
    </form>
  );
}
