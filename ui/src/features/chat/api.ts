// The chat's side of the API: what the widget saves, and the stored
// conversations staff read (GET /api/chatbot-interactions).
import type { components } from "../../lib/api-schema";

type Schemas = components["schemas"];

export type ChatBody = Schemas["ChatBody"];
export type AnalyzerBody = Schemas["AnalyzerBody"];
export type Chat = Schemas["Chat"];
