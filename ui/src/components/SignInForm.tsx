import * as forms from "../lib/forms.json";
import { FormField, byName } from "./Field";
import { SubmitButton } from "./FormFields";
import type { FormViewProps } from "./LazyForm";

export type SignInValues = { username: string; password: string };

const signIns = {
  login: byName<keyof SignInValues>(forms.login.fields),
  adminLogin: byName<keyof SignInValues>(forms.adminLogin.fields),
};

/**
 * The username and password form of both sign-in pages (customers and
 * staff), as markup, its fields from lib/forms.json (as the server's page for
 * a sign-in that failed without JavaScript). It posts to `action` as a plain
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
  const fields = signIns[form];
  return (
    <form className="form" method="post" action={action} noValidate onSubmit={onSubmit}>
      <FormField spec={fields.username} registration={bind("username")} error={errors.username} />
      <FormField spec={fields.password} registration={bind("password")} error={errors.password} />
      <SubmitButton submitting={submitting} busy="Signing In...">
        {forms[form].submit}
      </SubmitButton>
    </form>
  );
}
