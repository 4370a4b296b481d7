import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { business } from "../../content/business";
import { zodResolver } from "../../lib/zodResolver";
import { startValues, useTakeOver, type LiveProps } from "../../components/LazyForm";
import { QuoteFormView } from "./QuoteFormView";
import { quoteSchema, type QuoteInput } from "./schemas";
import { useLeadSubmit } from "../../lib/leadSubmit";

const empty: QuoteInput = {
  name: "",
  phone: "",
  email: "",
  location: "",
  serviceType: "",
  vehicleInfo: "",
  urgency: "",
  description: "",
};

/** The /quote form with validation and submission; success goes to /thank-you. */
export default function QuoteFormLive(props: LiveProps) {
  const navigate = useNavigate();
  const form = useForm<QuoteInput>({
    defaultValues: startValues(empty, props.initial),
    resolver: zodResolver(quoteSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, queued } = useLeadSubmit(
    form,
    "/api/quotes",
    {
      success: {
        title: "Quote Request Submitted!",
        description: `We'll contact you within ${business.claims.callbackMinutes} minutes.`,
      },
      failure: { title: "Error", description: "Failed to submit quote request. Please try again." },
    },
    () => navigate("/thank-you"),
  );
  useTakeOver(props, submit);
  return (
    <QuoteFormView bind={form.register} errors={errors} onSubmit={submit} submitting={isSubmitting} queued={queued} />
  );
}
