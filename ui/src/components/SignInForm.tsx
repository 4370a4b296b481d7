import { TextField, SubmitButton } from "./FormFields";
import type { FormViewProps } from "./LazyForm";

export type SignInValues = { username: string; password: string };

/**
 * The username and password form of both sign-in pages (customers and
 * staff), as markup. It posts to `action` as a plain form until its code has
 * arrived, so a password is never sent in a URL.
 */
export function SignInFormView({
  idPrefix,
  action,
  bind,
  errors = {},
  onSubmit,
  submitting = false,
}: FormViewProps<keyof SignInValues> & { idPrefix: string; action: string }) {
  return (
    <form className="form" method="post" action={action} noValidate onSubmit={onSubmit}>
      <TextField
        id={`${idPrefix}-username`}
        label="Username"
        autoComplete="username"
        registration={bind("username")}
        error={errors.username}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={bind("password")}
        error={errors.password}
      />
      <SubmitButton submitting={submitting} busy="Signing In...">
        Sign In
      </SubmitButton>
    </form>
  );
}
