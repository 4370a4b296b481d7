// Messages: a lead's text thread (with its calls), staff replies, and this
// device's push subscription. Types come from the OpenAPI document.
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { LeadKind } from "../../lib/staff/api";

type Schemas = components["schemas"];
export type TextMessage = Schemas["TextMessage"];
/** A call with the lead's number, in or out, with its voicemail or recording once fetched. */
export type Call = Schemas["CallEntry"];
export type Thread = Schemas["Thread"];

export const fetchThread = (kind: LeadKind, id: number) =>
  api("GET", "/api/leads/{kind}/{id}/messages", { path: { kind, id } });
export const sendReply = (kind: LeadKind, id: number, body: string) =>
  api("POST", "/api/leads/{kind}/{id}/messages", { path: { kind, id }, body: { body } });

export const fetchPublicKey = () => api("GET", "/api/push/public-key");
export const saveSubscription = (sub: PushSubscriptionJSON) =>
  api("POST", "/api/push/subscriptions", { body: sub as Schemas["SubscriptionBody"] });
export const removeSubscription = (endpoint: string) =>
  api("DELETE", "/api/push/subscriptions", { body: { endpoint } });

/** What the thread shows for a text's status. */
export const statusLabel: Record<string, string> = {
  queued: "Sending…",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  "not sent": "Not sent",
  received: "Received",
};
