import adminLogin from "../lib/forms/adminLogin.json";
import login from "../lib/forms/login.json";
import { FormField, byName } from "./Field";
import { SubmitButton } from "./FormFields";
import type { FormViewProps } from "./LazyForm";

export type SignInValues = { username: string; password: string };

// Both forms' lists stay in this chunk: apart, the one a page needs would be
// a request of its own for a few hundred bytes.
const signIns = {
  login: { fields: byName<keyof SignInValues>(login.fields), submit: login.submit },
  adminLogin: { fields: byName<keyof SignInValues>(adminLogin.fields), submit: adminLogin.submit },
};

/**
 * The username and password form of both sign-in pages (customers and
 * staff), as markup, its fields from lib/forms/ (as the server's page for a
 * sign-in that failed without JavaScript). It posts to `action` as a plain
 * form until its code has arrived, so a password is never sent in a URL.
 */
export function SignInFormView({
  form,
  action,
  bind,
  errors = {},
  onSubmit,
  submitting = false,
}: FormViewProps<keyof SignInValues> & { form: keyof typeof signIns; action: string }) {
  const { fields, submit } = signIns[form];
  return (
    <form className="form" method="post" action={action} noValidate onSubmit={onSubmit}>
      <FormField spec={fields.username} registration={bind("username")} error={errors.username} />
      <FormField spec={fields.password} registration={bind("password")} error={errors.password} />
      <SubmitButton submitting={submitting} busy="Signing In...">
        {submit}
      </SubmitButton>
    </form>
  );
}
