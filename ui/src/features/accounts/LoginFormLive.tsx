import { useNavigate } from "react-router";
import type { LiveProps } from "../../components/LazyForm";
import { SignInFormView } from "../../components/SignInForm";
import { useLiveForm } from "../../lib/liveForm";
import { login } from "./api";
import { loginSchema, messageOf } from "./schemas";

/** The customer sign-in form with validation; success opens the customer dashboard. */
export default function LoginFormLive(props: LiveProps) {
  const navigate = useNavigate();
  const { view } = useLiveForm(
    props,
    loginSchema,
    { username: "", password: "" },
    async (values) => {
      await login(values);
      navigate("/dashboard");
    },
    (e) => ({ title: "Login Failed", description: messageOf(e, "Invalid username or password") }),
  );
  return <SignInFormView form="login" action="/api/login" {...view} />;
}
