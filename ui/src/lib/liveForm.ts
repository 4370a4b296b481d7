// The live side of an account form: react-hook-form checked by its zod/mini
// schema, starting from what was typed into the plain form, sending through
// `send` and saying a failure in a toast. Only the live chunks import this,
// so react-hook-form stays out of the pages' first load.
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type * as z from "zod/mini";
import { startValues, useTakeOver, type LiveProps } from "../components/LazyForm";
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
      toast({ ...failure(e), variant: "destructive" });
    }
  });
  useTakeOver(live, submit);
  const { errors, isSubmitting } = form.formState;
  return { form, submit, view: { bind: form.register, errors, onSubmit: submit, submitting: isSubmitting } };
}
