// Leads kept while offline are sent from whichever page the visitor is on.
// The queue's code (leadQueue.ts) is fetched only when something is waiting,
// so pages without a form do not carry it in their first load.
export const PENDING_KEY = "pendingLeads";

// What the visitor is told of a kept lead: by the app (leadQueue.ts) and by
// the inline keeper before the app is up (inline/keeper.ts).
export const savedOffline = {
  title: "Saved Offline",
  description: "No connection right now. Your request is saved and will be sent automatically when you're back online.",
};
export const savedSent = {
  title: "Request Sent",
  description: "Your saved request has reached us. We'll contact you shortly.",
};

export function resumeOfflineLeads() {
  try {
    if (!localStorage.getItem(PENDING_KEY)) return;
  } catch {
    return; // storage off: nothing can have been kept
  }
  import("./leadQueue").then(
    (q) => q.startOfflineSync(),
    // Offline with the chunk not cached: try again when the network returns
    // (the inline keeper leaves the queue to the app once it has hydrated).
    () => window.addEventListener("online", resumeOfflineLeads, { once: true }),
  );
}
