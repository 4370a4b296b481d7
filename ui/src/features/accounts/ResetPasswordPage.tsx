import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { TextField } from "../../components/FormFields";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { messageOf, resetPassword, resetSchema, type ResetInput } from "./schemas";

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  // The token is read after hydration: the prerendered page has no query string.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(location.search).get("token")), []);
  const form = useForm<ResetInput>({ defaultValues: { token: "", password: "", confirmPassword: "" }, resolver: zodResolver(resetSchema) });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (token) form.setValue("token", token);
  }, [token, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      toast({ title: "Password Reset Successful", description: "Please sign in with your new password." });
      navigate("/login");
    } catch (e) {
      toast({ title: "Reset Failed", description: messageOf(e, "Invalid or expired reset token"), variant: "destructive" });
    }
  });

  if (token === null || token === "") {
    return (
      <section className="page container narrow">
        <div className="card auth-card">
          <h1>Invalid Reset Link</h1>
          <p>This link is missing its reset token. Ask for a new one.</p>
          <p>
            <Link to="/forgot-password">Request a new reset link</Link>
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>Choose a New Password</h1>
        <form className="form" noValidate onSubmit={submit}>
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
            registration={form.register("password")}
            error={errors.password}
          />
          <TextField
            id="reset-confirm"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            registration={form.register("confirmPassword")}
            error={errors.confirmPassword}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting || !token}>
            {isSubmitting ? "Saving..." : "Reset Password"}
          </button>
        </form>
      </div>
    </section>
  );
}
