// How the technician's app names a job's state, shared by its views.
import { OPEN_JOB_STATUSES, TECH_JOB_LABELS } from "../../../lib/lists";

/** The states a job is still being worked in (listed first, with status buttons). */
export const OPEN = OPEN_JOB_STATUSES;
/** The words on the app for each status, from lib/lists.json ("On my way" for "en route"). */
export const label = TECH_JOB_LABELS;

export const tel = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
