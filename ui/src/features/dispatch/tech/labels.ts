// How the technician's app names a job's state, shared by its views.
/** The states a job is still being worked in (listed first, with status buttons). */
export const OPEN = ["pending", "scheduled", "en route", "on site"];
export const label: Record<string, string> = {
  pending: "New",
  scheduled: "Scheduled",
  "en route": "On my way",
  "on site": "Arrived",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const tel = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
