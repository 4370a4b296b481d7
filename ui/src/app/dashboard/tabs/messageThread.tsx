// Every lead card in the dashboard shows the lead's text thread: the leads
// feature leaves a place for it, the messages feature fills it.
import type { LeadActions } from "../../../features/leads/LeadCard";
import { MessageThread } from "../../../features/messages/Thread";

export const messageThread: LeadActions = (kind, lead) => (
  <MessageThread kind={kind} id={lead.id} chatId={lead.chatbotInteractionId} />
);
