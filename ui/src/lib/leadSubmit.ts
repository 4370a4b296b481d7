import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./request";
import { toast } from "./toast";
import { savedOffline, submitLead, type LeadEndpoint } from "./leadQueue";

type Messages = { success: { title: string; description?: string }; failure: { title: string; description: string } };

/**
 * The submit path every lead form shares: send (or keep offline), show the
 * server's field errors under the fields, raise the spec's toasts.
 */
export function useLeadSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  endpoint: LeadEndpoint,
  messages: Messages,
  onSent: () => void,
  /** Fields the server expects that the form does not show. */
  fixed: Record<string, unknown> = {},
) {
  const [queued, setQueued] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setQueued(false);
    try {
      const result = await submitLead(endpoint, { ...values, ...fixed });
      if (result.status === "queued") {
        setQueued(true);
        toast(savedOffline);
        form.reset();
        return;
      }
      toast(messages.success);
      onSent();
    } catch (e) {
      if (e instanceof ApiError && e.body?.fields) {
        for (const [field, message] of Object.entries(e.body.fields))
          form.setError(field as Path<T>, { type: "server", message });
      }
      const description =
        e instanceof ApiError && e.status === 429 && e.serverMessage ? e.serverMessage : messages.failure.description;
      toast({ title: messages.failure.title, description, variant: "destructive" });
    }
  });
  return { submit, queued };
}
