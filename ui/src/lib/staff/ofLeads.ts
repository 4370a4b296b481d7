// What the lead cards of one list each ask about their lead (its job, its
// fleet): the asks of one tick go as one request per kind of lead, 100 ids
// at a time (GET …/of-leads?submissionType=quote&ids=1,2), so a list of 50
// cards reads the server once, not 50 times.
import type { LeadKind } from "./api";

type Waiting<T> = Map<number, ((row: T | null) => void)[]>;

/**
 * The asker for one `/of-leads` path, which `ask` reads (`ids` comma-separated):
 * `(kind, id)` gives the lead's row, or null when it has none (also when it
 * could not be asked: the card then shows what a lead without one shows).
 */
export function ofLeads<T extends { submissionId: number }>(
  ask: (submissionType: LeadKind, ids: string) => Promise<T[]>,
) {
  const asked = new Map<LeadKind, Waiting<T>>();
  let flushing = false;
  const flush = () => {
    flushing = false;
    const batches = [...asked.entries()];
    asked.clear();
    for (const [kind, waiting] of batches) {
      const ids = [...waiting.keys()];
      for (let i = 0; i < ids.length; i += 100) {
        const part = ids.slice(i, i + 100);
        const answer = (id: number, row: T | null) => (waiting.get(id) ?? []).forEach((done) => done(row));
        ask(kind, part.join(",")).then(
          (rows) => part.forEach((id) => answer(id, rows.find((r) => r.submissionId === id) ?? null)),
          () => part.forEach((id) => answer(id, null)),
        );
      }
    }
  };
  return (kind: LeadKind, id: number): Promise<T | null> =>
    new Promise((resolve) => {
      const byKind: Waiting<T> = asked.get(kind) ?? new Map();
      asked.set(kind, byKind);
      byKind.set(id, [...(byKind.get(id) ?? []), resolve]);
      if (!flushing) {
        flushing = true;
        setTimeout(flush, 0);
      }
    });
}
