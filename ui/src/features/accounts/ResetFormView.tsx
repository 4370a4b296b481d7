// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other.
import { TextField, SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
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
