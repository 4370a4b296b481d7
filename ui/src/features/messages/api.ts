// Messages: a lead's text thread (with its calls), staff replies, and this
// device's push subscription. Types come from the OpenAPI document.
import { apiRequest } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { LeadKind } from "../../lib/staff/api";

type Schemas = components["schemas"];
export type TextMessage = Schemas["TextMessage"];
/** A call with the lead's number, in or out, with its voicemail or recording once fetched. */
export type Call = Schemas["CallEntry"];
export type Thread = Schemas["Thread"];

export const fetchThread = (kind: LeadKind, id: number) =>
  apiRequest<Thread>("GET", `/api/leads/${kind}/${id}/messages`);
export const sendReply = (kind: LeadKind, id: number, body: string) =>
  apiRequest<Thread>("POST", `/api/leads/${kind}/${id}/messages`, { body } satisfies Schemas["ReplyBody"]);

export const fetchPublicKey = () => apiRequest<Schemas["PublicKey"]>("GET", "/api/push/public-key");
export const saveSubscription = (sub: PushSubscriptionJSON) =>
  apiRequest("POST", "/api/push/subscriptions", sub as Schemas["SubscriptionBody"]);
export const removeSubscription = (endpoint: string) =>
  apiRequest("DELETE", "/api/push/subscriptions", { endpoint } satisfies Schemas["EndpointBody"]);

/** What the thread shows for a text's status. */
export const statusLabel: Record<string, string> = {
  queued: "Sending…",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  "not sent": "Not sent",
  received: "Received",
};
