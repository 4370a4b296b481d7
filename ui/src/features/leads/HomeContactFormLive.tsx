import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "../../lib/zodResolver";
import { HomeFormView } from "./HomeContactForm";
import { homeQuoteSchema, type HomeQuoteInput } from "./schemas";
import { useLeadSubmit } from "./useLeadForm";

const empty: HomeQuoteInput = { name: "", phone: "", email: "", location: "", urgency: "", description: "" };
// The home form is a general request; the server keeps the message as the description.
const fixed = { serviceType: "General Automotive", vehicleInfo: "" };

/** The home quote form with validation and submission; loaded on demand. */
export default function HomeContactFormLive({ initial, focusId, submitNow }: { initial: Record<string, string>; focusId?: string; submitNow?: boolean }) {
  // The field the visitor had just touched keeps the focus across the swap.
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);
  const form = useForm<HomeQuoteInput>({ defaultValues: { ...empty, ...pick(initial) }, resolver: zodResolver(homeQuoteSchema) });
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
  // A send pressed while this code was loading goes ahead now.
  useEffect(() => {
    if (submitNow) void submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only once, on arrival
  }, []);
  return <HomeFormView bind={form.register} errors={errors} onSubmit={submit} submitting={isSubmitting} queued={queued} />;
}

// Whatever the visitor typed before this code arrived is kept.
function pick(values: Record<string, string>): Partial<HomeQuoteInput> {
  const out: Partial<HomeQuoteInput> = {};
  for (const k of Object.keys(empty) as (keyof HomeQuoteInput)[]) if (values[k]) out[k] = values[k];
  return out;
}
