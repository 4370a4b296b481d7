// "Call via business line" on a lead card: the staff member's own phone
// rings first, and answering puts them through to the customer, who sees the
// business number. Offered only where calls are set up ([voice]).
import { useState } from "react";
import { callLead, placeCallError } from "../../lib/calls/place";
import type { LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";

export function CallButton({ kind, leadId, phone }: { kind: LeadKind; leadId: number; phone?: string | null }) {
  const { calls, reload } = useDashboard();
  const [busy, setBusy] = useState(false);
  if (!calls || !phone) return null;
  const place = async () => {
    setBusy(true);
    try {
      const placing = await callLead(kind, leadId);
      toast({ title: "Calling you first", description: placing.message });
      reload();
    } catch (e) {
      const why = placeCallError(e);
      if (why) toast({ title: "Call not placed", description: why, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline btn-sm" onClick={() => void place()} disabled={busy}>
      {busy ? "Calling…" : "Call via business line"}
    </button>
  );
}
