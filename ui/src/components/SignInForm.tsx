import type { FormEventHandler } from "react";
import type { UseFormReturn } from "react-hook-form";
import { TextField } from "./FormFields";

export type SignInValues = { username: string; password: string };

/** The username and password form of both sign-in pages (customers and staff). */
export function SignInForm({ idPrefix, form, onSubmit }: { idPrefix: string; form: UseFormReturn<SignInValues>; onSubmit: FormEventHandler<HTMLFormElement> }) {
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField id={`${idPrefix}-username`} label="Username" autoComplete="username" registration={form.register("username")} error={errors.username} />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        {isSubmitting ? "Signing In..." : "Sign In"}
      </button>
    </form>
  );
}
