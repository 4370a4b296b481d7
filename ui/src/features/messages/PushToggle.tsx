// "Notify me on this device": push notifications for new leads and texts,
// asked for on a click and never on load, with a plain word when this
// browser cannot (an iPhone only after Add to Home Screen, iOS 16.4+).
import { useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import { pushSupport, registerWorker, resync, subscribe, unsubscribe } from "./push";

type State = "checking" | "off" | "on" | "blocked" | "ios-home-screen" | "unsupported";

export function PushToggle() {
  const [state, setState] = useState<State>("checking");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const support = pushSupport();
    if (support !== "supported") {
      setState(support);
      return;
    }
    void registerWorker();
    if (Notification.permission === "denied") {
      setState("blocked");
      return;
    }
    resync()
      .then((on) => setState(on ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      const permission = await subscribe();
      setState(permission === "granted" ? "on" : permission === "denied" ? "blocked" : "off");
      if (permission === "granted")
        toast({ title: "Notifications on", description: "New leads and texts will show on this device." });
    } catch {
      toast({ title: "Error", description: "This device could not be subscribed. Try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    try {
      await unsubscribe();
      setState("off");
    } catch {
      toast({ title: "Error", description: "Could not turn notifications off.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  if (state === "checking") return null;
  if (state === "on")
    return (
      <button type="button" className="btn btn-outline" onClick={turnOff} disabled={busy} aria-pressed="true">
        Notifying This Device
      </button>
    );
  if (state === "off")
    return (
      <button type="button" className="btn btn-outline" onClick={turnOn} disabled={busy}>
        Notify me on this device
      </button>
    );
  const why =
    state === "ios-home-screen"
      ? "On an iPhone, notifications work only from the Home Screen app: tap Share, then Add to Home Screen, and open the dashboard from there (iOS 16.4 or later)."
      : state === "blocked"
        ? "Notifications are blocked for this site in the browser's settings."
        : "This browser can't show push notifications.";
  return (
    <p className="muted small push-note" role="note">
      {why}
    </p>
  );
}
