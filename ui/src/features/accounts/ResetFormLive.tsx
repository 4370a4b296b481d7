import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { startValues, useTakeOver, type LiveProps } from "../../components/LazyForm";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { ResetFormView } from "./ResetPasswordPage";
import { messageOf, resetPassword, resetSchema, type ResetInput } from "./schemas";

/** The new-password form with validation; success goes on to sign-in. */
export default function ResetFormLive(props: LiveProps) {
  const navigate = useNavigate();
  const form = useForm<ResetInput>({
    // The token comes from the link; the plain form carries it once the page has read it.
    defaultValues: startValues({ token: new URLSearchParams(location.search).get("token") ?? "", password: "", confirmPassword: "" }, props.initial),
    resolver: zodResolver(resetSchema),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      toast({ title: "Password Reset Successful", description: "Please sign in with your new password." });
      navigate("/login");
    } catch (e) {
      toast({ title: "Reset Failed", description: messageOf(e, "Invalid or expired reset token"), variant: "destructive" });
    }
  });
  useTakeOver(props, submit);
  const { errors, isSubmitting } = form.formState;
  return <ResetFormView token={form.getValues("token")} bind={form.register} errors={errors} onSubmit={submit} submitting={isSubmitting} />;
}
