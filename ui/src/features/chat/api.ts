// What staff read of the chat: the stored conversations (GET /api/chatbot-interactions).
// (The widget posts its lead through lib/leadQueue.)

export type Chat = {
  id: number;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  customerLocation: string | null;
  conversation: string;
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  gpsAccuracy: string | null;
  locationMethod: string | null;
  leadQuality: string | null;
  createdAt: string;
};
