import { useState } from "react";
import { enableJobAlerts } from "../api";

/** "Turn on job alerts": a push for each job assigned, while the app is closed. */
export function JobAlerts() {
  const supported = typeof window !== "undefined" && "PushManager" in window && "Notification" in window;
  const [state, setState] = useState(supported ? Notification.permission : "denied");
  if (!supported || state !== "default") return null;
  const turnOn = async () => {
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("denied");
      await enableJobAlerts();
      setState("granted");
    } catch {
      setState("denied");
    }
  };
  return (
    <button type="button" className="tech-btn quiet tech-alerts" onClick={() => void turnOn()}>
      Turn on job alerts
    </button>
  );
}
