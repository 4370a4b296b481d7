import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { TextField } from "../../components/FormFields";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { forgotPassword, forgotSchema, messageOf, type ForgotInput } from "./schemas";

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotInput>({ defaultValues: { email: "" }, resolver: zodResolver(forgotSchema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword(values);
      toast({ title: "Reset Link Sent", description: "If an account uses that email, a reset link is on its way." });
      setSent(true);
    } catch (e) {
      toast({ title: "Error", description: messageOf(e, "An error occurred"), variant: "destructive" });
    }
  });
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        {sent ? (
          <>
            <h1>Check Your Email</h1>
            <p>If an account uses that address, we sent a link to choose a new password. It works once, for one hour.</p>
            <p>
              <Link to="/login">Back to sign in</Link>
            </p>
          </>
        ) : (
          <>
            <h1>Forgot Your Password?</h1>
            <p>Enter the email of your account and we will send you a link to choose a new password.</p>
            <form className="form" noValidate onSubmit={submit}>
              <TextField id="forgot-email" label="Email" type="email" autoComplete="email" registration={form.register("email")} error={errors.email} />
              <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
                {isSubmitting ? "Sending..." : "Send Reset Link"}
              </button>
            </form>
            <p className="auth-links">
              <Link to="/login">Back to sign in</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
