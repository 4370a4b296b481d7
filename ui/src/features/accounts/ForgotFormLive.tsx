import { useState } from "react";
import { Link } from "react-router";
import type { LiveProps } from "../../components/LazyForm";
import { useLiveForm } from "../../lib/liveForm";
import { toast } from "../../lib/toast";
import { ForgotFormView } from "./ForgotFormView";
import { forgotPassword } from "./api";
import { forgotSchema, messageOf } from "./schemas";

/** The reset-link request with validation; once sent, says where to look. */
export default function ForgotFormLive(props: LiveProps) {
  const [sent, setSent] = useState(false);
  const { view } = useLiveForm(
    props,
    forgotSchema,
    { email: "" },
    async (values) => {
      await forgotPassword(values);
      toast({ title: "Reset Link Sent", description: "If an account uses that email, a reset link is on its way." });
      setSent(true);
    },
    (e) => ({ title: "Error", description: messageOf(e, "An error occurred") }),
  );
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
  return <ForgotFormView {...view} />;
}
