import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { startValues, useTakeOver, type LiveProps } from "../../components/LazyForm";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { ForgotFormView } from "./ForgotPasswordPage";
import { forgotPassword, forgotSchema, messageOf, type ForgotInput } from "./schemas";

/** The reset-link request with validation; once sent, says where to look. */
export default function ForgotFormLive(props: LiveProps) {
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotInput>({ defaultValues: startValues({ email: "" }, props.initial), resolver: zodResolver(forgotSchema) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword(values);
      toast({ title: "Reset Link Sent", description: "If an account uses that email, a reset link is on its way." });
      setSent(true);
    } catch (e) {
      toast({ title: "Error", description: messageOf(e, "An error occurred"), variant: "destructive" });
    }
  });
  useTakeOver(props, submit);
  if (sent) {
    return (
      <>
        <h1>Check Your Email</h1>
        <p>If an account uses that address, we sent a link to choose a new password. It works once, for one hour.</p>
        <p>
          <Link to="/login">Back to sign in</Link>
        </p>
      </>
    );
  }
  const { errors, isSubmitting } = form.formState;
  return <ForgotFormView bind={form.register} errors={errors} onSubmit={submit} submitting={isSubmitting} />;
}
