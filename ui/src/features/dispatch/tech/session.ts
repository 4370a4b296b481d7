// Who is signed in, and signing out: a technician's session ending (Sign
// out, or any 401) takes everything the app kept off the phone, after naming
// the changes never sent.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { onUnauthorized } from "../../../lib/api";
import { leaveUnsentNotice } from "../../../lib/staff/unsentNotice";
import { fetchStaffSession, forgetJobAlerts, staffLogout } from "../api";
import { forgetAll } from "./idb";
import type { Outbox } from "./outbox";
import { unsentChanges, type Unsent } from "./store";

export function useSession(box: RefObject<Outbox | null>) {
  const [user, setUser] = useState<string>("");
  const [calls, setCalls] = useState(false);
  const [leaving, setLeaving] = useState<Unsent[] | null>(null);
  // Set once the app is on its way out: later 401s (the outbox, the push unsubscription) change nothing.
  const ending = useRef(false);

  // The server no longer knows this session (signed out elsewhere, expired, the account disabled):
  // the phone forgets everything, and the sign-in page names the changes lost with it.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (ending.current) return;
        ending.current = true;
        void (async () => {
          const unsent = await unsentChanges().catch((): Unsent[] => []);
          if (unsent.length) leaveUnsentNotice(unsent.map((u) => ({ job: u.jobId, change: u.change })));
          await forgetJobAlerts().catch(() => {});
          await forgetAll();
          location.assign("/admin");
        })();
      }),
    [],
  );

  const leave = useCallback(async () => {
    ending.current = true;
    setLeaving(null);
    // While the session lasts: the server drops this phone's push subscription.
    await forgetJobAlerts().catch(() => {});
    await staffLogout().catch(() => {});
    await forgetAll();
    location.assign("/admin");
  }, []);

  const signOut = useCallback(async () => {
    // What can still go out goes first; what cannot is named before it is deleted.
    // A server that does not answer holds Sign out up for 5 s at most.
    if (navigator.onLine && box.current)
      await Promise.race([box.current.flush(), new Promise((r) => setTimeout(r, 5_000))]);
    const unsent = await unsentChanges().catch((): Unsent[] => []);
    if (ending.current) return;
    if (unsent.length) setLeaving(unsent);
    else await leave();
  }, [leave]);

  useEffect(() => {
    fetchStaffSession()
      .then((s) => {
        if (s.role !== "technician") location.assign("/admin/dashboard");
        setUser(s.username);
        setCalls(s.calls);
      })
      .catch(() => {
        // Offline: the kept list stands; a 401 is the listener's.
      });
  }, []);

  return { user, calls, leaving, stay: () => setLeaving(null), leave, signOut };
}
