// The live side of an account form: react-hook-form checked by its zod/mini
// schema, starting from what was typed into the plain form, sending through
// `send` and saying a failure in a toast, with the server's field errors
// under their fields (rules only the server knows, such as a too-common password). Only the live chunks import this,
// so react-hook-form stays out of the pages' first load.
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type * as z from "zod/mini";
import { startValues, useTakeOver, type LiveProps } from "../components/LazyForm";
import { ApiError } from "./api";
import { toast } from "./toast";
import { zodResolver } from "./zodResolver";

type ObjectSchema = z.ZodMiniObject<z.core.$ZodLooseShape>;

export function useLiveForm<T extends Record<string, string> & FieldValues>(
  live: LiveProps,
  schema: ObjectSchema,
  empty: T,
  send: (values: T) => Promise<void>,
  /** The failure toast's title and text, from what went wrong. */
  failure: (e: unknown) => { title: string; description: string },
) {
  const form = useForm<T>({
    defaultValues: startValues(empty, live.initial) as DefaultValues<T>,
    resolver: zodResolver<T>(schema),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (e) {
      if (e instanceof ApiError && e.body?.fields) {
        for (const [field, message] of Object.entries(e.body.fields))
          if (field in empty) form.setError(field as Path<T>, { type: "server", message });
      }
      toast({ ...failure(e), variant: "destructive" });
    }
  });
  useTakeOver(live, submit);
  const { errors, isSubmitting } = form.formState;
  return { form, submit, view: { bind: form.register, errors, onSubmit: submit, submitting: isSubmitting } };
}
