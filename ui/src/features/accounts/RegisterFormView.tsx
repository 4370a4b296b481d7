// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other.
import { TextField, SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import type { RegisterInput } from "./schemas";

/** The registration form as markup; it posts as a plain form until its code arrives. */
export function RegisterFormView({
  bind,
  errors = {},
  onSubmit,
  submitting = false,
}: FormViewProps<keyof RegisterInput>) {
  return (
    <form className="form" method="post" action="/api/register" noValidate onSubmit={onSubmit}>
      <TextField
        id="register-username"
        label="Username"
        autoComplete="username"
        registration={bind("username")}
        error={errors.username}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        registration={bind("email")}
        error={errors.email}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={bind("password")}
        error={errors.password}
      />
      <TextField
        id="register-confirm"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        registration={bind("confirmPassword")}
        error={errors.confirmPassword}
      />
      <SubmitButton submitting={submitting} busy="Creating Account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
