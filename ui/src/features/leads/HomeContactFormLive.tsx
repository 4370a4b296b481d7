import { useForm } from "react-hook-form";
import { zodResolver } from "../../lib/zodResolver";
import { HomeFormView, homeServiceType } from "./HomeFormView";
import { startValues, useTakeOver, type LiveProps } from "../../components/LazyForm";
import { homeQuoteSchema, type HomeQuoteInput } from "./schemas";
import { useLeadSubmit } from "../../lib/leadSubmit";

const empty: HomeQuoteInput = { name: "", phone: "", email: "", location: "", urgency: "", description: "" };
// The home form is a general request; the server keeps the message as the description.
const fixed = { serviceType: homeServiceType, vehicleInfo: "" };

/** The home quote form with validation and submission; loaded on demand. */
export default function HomeContactFormLive(props: LiveProps) {
  const form = useForm<HomeQuoteInput>({
    defaultValues: startValues(empty, props.initial),
    resolver: zodResolver(homeQuoteSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, queued } = useLeadSubmit(
    form,
    "/api/quotes",
    {
      success: { title: "Quote Request Sent!", description: "We'll contact you soon with your custom quote." },
      failure: { title: "Error", description: "Failed to send quote request. Please try again." },
    },
    () => form.reset(empty),
    fixed,
  );
  useTakeOver(props, submit);
  return (
    <HomeFormView bind={form.register} errors={errors} onSubmit={submit} submitting={isSubmitting} queued={queued} />
  );
}
