import { useNavigate } from "react-router";
import type { LiveProps } from "../../components/LazyForm";
import { useLiveForm } from "../../lib/liveForm";
import { toast } from "../../lib/toast";
import { RegisterFormView } from "./RegisterFormView";
import { register } from "./api";
import { messageOf, registerSchema } from "./schemas";

/** The registration form with validation; success goes on to sign-in. */
export default function RegisterFormLive(props: LiveProps) {
  const navigate = useNavigate();
  const { view } = useLiveForm(
    props,
    registerSchema,
    { username: "", email: "", password: "", confirmPassword: "" },
    async (values) => {
      await register(values);
      toast({ title: "Registration Successful", description: "Your account is ready. Please sign in." });
      navigate("/login");
    },
    (e) => ({ title: "Registration Failed", description: messageOf(e, "An error occurred during registration") }),
  );
  return <RegisterFormView {...view} />;
}
