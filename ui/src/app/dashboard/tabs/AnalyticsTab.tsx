// The Analytics tab: traffic and call tracking from analytics, with the
// chat's conversations and shared GPS locations as two more views.
import { AnalyticsTab } from "../../../features/analytics/AnalyticsTab";
import { ChatLocations, ChatTranscripts } from "../../../features/chat/StaffChats";

const chatViews = [
  { id: "chat", title: "Chat Interactions", view: <ChatTranscripts /> },
  { id: "gps", title: "GPS Locations", view: <ChatLocations /> },
];

export default function AnalyticsTabPanel() {
  return <AnalyticsTab more={chatViews} />;
}
