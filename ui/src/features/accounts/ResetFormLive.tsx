import { useNavigate } from "react-router";
import type { LiveProps } from "../../components/LazyForm";
import { useLiveForm } from "../../lib/liveForm";
import { toast } from "../../lib/toast";
import { ResetFormView } from "./ResetFormView";
import { resetPassword } from "./api";
import { messageOf, resetSchema } from "./schemas";

/** The new-password form with validation; success goes on to sign-in. */
export default function ResetFormLive(props: LiveProps) {
  const navigate = useNavigate();
  const { form, view } = useLiveForm(
    props,
    resetSchema,
    // The token is the link's, read here too: the plain form's hidden field gets it from the
    // page's effect, which this code (from the cache, on a second visit) may overtake.
    { token: new URLSearchParams(location.search).get("token") ?? "", password: "", confirmPassword: "" },
    async (values) => {
      await resetPassword(values);
      toast({ title: "Password Reset Successful", description: "Please sign in with your new password." });
      navigate("/login");
    },
    (e) => ({ title: "Reset Failed", description: messageOf(e, "Invalid or expired reset token") }),
  );
  return <ResetFormView token={form.getValues("token")} {...view} />;
}
