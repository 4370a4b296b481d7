// The driver's tracking page, /track/{token} (docs/product.md#dispatch): no
// framework, so its first load is a few KB (budget 60 KB gzip before the
// map). The server's shell already shows the business and the call button;
// this fills in the status, ETA, distance and the position's age, keeps them
// up to date over server-sent events (polling every 10 s when the stream
// cannot stay open), and loads the map chunk once there is a point to show.
// Public: no analytics, no cookie, no storage.
import type { MapHandle, Marker } from "./map";
import type { TrackView } from "./api";

const token = location.pathname.split("/")[2] ?? "";
const $ = (id: string) => document.getElementById(id) as HTMLElement;
const title = $("track-title");
const eta = $("track-eta");
const meta = $("track-meta");
const mapBox = $("track-map");
const mapNote = $("track-map-note");

let view: TrackView | null = null;
let map: MapHandle | null = null;
let mapLoading = false;
let polling: ReturnType<typeof setInterval> | undefined;

const MILES_PER_KM = 0.621371;

function headline(v: TrackView): string {
  const who = v.technician ?? "Your technician";
  switch (v.status) {
    case "on the way":
      return `${who} is on the way`;
    case "arrived":
      return "Your technician has arrived";
    case "finished":
      return "Your job is finished";
    case "cancelled":
      return "This job was cancelled";
    default:
      return `${who} will set off soon`;
  }
}

export function age(updatedAt: string, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - Date.parse(updatedAt)) / 1000));
  if (s < 60) return `updated ${s} s ago`;
  const m = Math.round(s / 60);
  return m < 60 ? `updated ${m} min ago` : "updated over an hour ago";
}

function render() {
  if (!view) return;
  title.textContent = headline(view);
  document.title = `${headline(view)} | ${view.business}`;
  document.body.dataset.status = view.status;
  const onTheWay = view.status === "on the way";
  const parts: string[] = [];
  if (onTheWay && view.etaMinutes != null)
    parts.push(view.etaMinutes <= 1 ? "Arriving now" : `About ${view.etaMinutes} min`);
  eta.textContent = parts.join("");
  eta.hidden = !parts.length;
  const facts: string[] = [];
  if (onTheWay && view.distanceKm != null) facts.push(`${(view.distanceKm * MILES_PER_KM).toFixed(1)} mi away`);
  if (onTheWay && view.updatedAt) facts.push(age(view.updatedAt));
  else if (onTheWay) facts.push("waiting for the first position");
  meta.textContent = facts.join(" · ");
  meta.dataset.distanceKm = view.distanceKm == null ? "" : String(view.distanceKm);
  showMap();
}

function markers(v: TrackView): Marker[] {
  const out: Marker[] = [];
  if (v.destination)
    out.push({
      id: "you",
      kind: "customer",
      label: "You",
      latitude: v.destination.latitude,
      longitude: v.destination.longitude,
    });
  if (v.latitude != null && v.longitude != null)
    out.push({
      id: "tech",
      kind: "technician",
      label: v.technician ?? "Technician",
      latitude: v.latitude,
      longitude: v.longitude,
    });
  return out;
}

/** What failed to load: the streets (tiles) or the map's code. */
let mapFailure: "streets" | "map" | null = null;

/** The note under a map that did not load: the time and distance are promised only while they are shown. */
function mapNoteText(failure: "streets" | "map", status: string | undefined): string {
  const what = failure === "streets" ? "The map's streets could not load" : "The map could not load";
  return status === "on the way" ? `${what}; the time and distance above stay up to date.` : `${what}.`;
}

function showMapNote() {
  if (!mapFailure) return;
  mapNote.hidden = false;
  mapNote.textContent = mapNoteText(mapFailure, view?.status);
}

function showMap() {
  showMapNote();
  const points = view ? markers(view) : [];
  mapBox.hidden = points.length === 0;
  if (!points.length || !view) return;
  if (map) return map.show(points);
  if (mapLoading) return;
  mapLoading = true;
  const settings = view.map;
  import("./map").then(
    ({ createMap }) => {
      map = createMap(mapBox, settings, () => {
        mapFailure = "streets";
        showMapNote();
      });
      if (view) map.show(markers(view));
    },
    () => {
      mapFailure = "map";
      showMapNote();
    },
  );
}

function gone() {
  view = null;
  title.textContent = "This tracking link has expired";
  eta.hidden = true;
  meta.textContent = "Call us if you still need help.";
  mapBox.hidden = true;
  document.body.dataset.status = "gone";
  if (polling) clearInterval(polling);
}

async function poll() {
  try {
    const res = await fetch(`/api/track/${encodeURIComponent(token)}`, { credentials: "omit", cache: "no-store" });
    if (res.status === 404) return gone();
    if (res.ok) {
      view = (await res.json()) as TrackView;
      render();
    }
  } catch {
    // Offline for a moment: the next poll tries again.
  }
}

function listen() {
  if (!("EventSource" in window)) return void (polling = setInterval(poll, 10_000));
  const es = new EventSource(`/api/track/${encodeURIComponent(token)}/events`);
  es.addEventListener("update", (e) => {
    view = JSON.parse((e as MessageEvent<string>).data) as TrackView;
    render();
  });
  es.addEventListener("gone", () => {
    es.close();
    gone();
  });
  es.onerror = () => {
    // The browser retries a dropped stream by itself; one it gave up on is replaced by polling.
    if (es.readyState === EventSource.CLOSED && !polling) polling = setInterval(poll, 10_000);
  };
}

if (/^[A-Za-z0-9]{32,64}$/.test(token)) {
  void poll().then(() => {
    if (view) listen();
  });
  // The age of the position goes on by itself.
  setInterval(() => view && render(), 5_000);
} else gone();
