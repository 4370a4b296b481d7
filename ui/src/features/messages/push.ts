// This device's push subscription: the service worker at /admin/sw.js
// (scope /admin/) shows each push and opens the lead on a tap.
import { pushKeyBytes } from "../../lib/staff/pushKey";
import { fetchPublicKey, removeSubscription, saveSubscription } from "./api";

export type PushSupport = "supported" | "ios-home-screen" | "unsupported";

/** Whether this browser can take pushes here, and if not, why. */
export function pushSupport(nav: Navigator = navigator, win: Window = window): PushSupport {
  const ios = /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
  const standalone =
    (nav as Navigator & { standalone?: boolean }).standalone === true ||
    win.matchMedia?.("(display-mode: standalone)").matches;
  const capable = "serviceWorker" in nav && "PushManager" in win && "Notification" in win;
  if (ios && !(capable && standalone)) return "ios-home-screen";
  return capable ? "supported" : "unsupported";
}

/** The worker is registered on the dashboard (it also makes the back office installable). */
export function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register("/admin/sw.js", { scope: "/admin/" }).catch(() => null);
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const reg = await registerWorker();
  if (!reg) throw new Error("no service worker");
  return navigator.serviceWorker.ready;
}

/** The subscription this device has now, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "supported") return null;
  const reg = await navigator.serviceWorker.getRegistration("/admin/");
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (only ever from a click), subscribes with the
 * server's key and hands the subscription to the server. Answers the
 * permission the browser gave.
 */
export async function subscribe(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  const reg = await registration();
  const { publicKey } = await fetchPublicKey();
  const existing = await reg.pushManager.getSubscription();
  const sub =
    existing ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: pushKeyBytes(publicKey) }));
  await saveSubscription(sub.toJSON());
  return permission;
}

export async function unsubscribe(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await removeSubscription(sub.endpoint);
  await sub.unsubscribe();
}

/** Signed in again on a subscribed device: the server learns the new sign-in (it removes a subscription at sign-out). */
export async function resync(): Promise<boolean> {
  const sub = await currentSubscription().catch(() => null);
  if (!sub || Notification.permission !== "granted") return false;
  await saveSubscription(sub.toJSON());
  return true;
}
