// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other. Its fields and button come from lib/forms/,
// the list the server's page for a failed post without JavaScript is made
// from too.
import { FormField, byName } from "../../components/Field";
import { SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import register from "../../lib/forms/register.json";
import type { RegisterInput } from "./schemas";

const fields = byName<keyof RegisterInput>(register.fields);

/** The registration form as markup; it posts as a plain form until its code arrives. */
export function RegisterFormView({
  bind,
  errors = {},
  onSubmit,
  submitting = false,
}: FormViewProps<keyof RegisterInput>) {
  return (
    <form className="form" method="post" action="/api/register" noValidate onSubmit={onSubmit}>
      <FormField spec={fields.username} registration={bind("username")} error={errors.username} />
      <FormField spec={fields.email} registration={bind("email")} error={errors.email} />
      <FormField spec={fields.password} registration={bind("password")} error={errors.password} />
      <FormField spec={fields.confirmPassword} registration={bind("confirmPassword")} error={errors.confirmPassword} />
      <SubmitButton submitting={submitting} busy="Creating Account...">
        {register.submit}
      </SubmitButton>
    </form>
  );
}
