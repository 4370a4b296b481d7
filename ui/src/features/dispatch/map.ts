// The map of the tracking page and the dispatch board: Leaflet (1.9.4, about
// 42 KB gzip with this module), a chunk of its own fetched only by those two
// pages once they have something to show. Markers are vector circles (no
// marker images to fetch); tiles come from `[maps] tile_url`, with the
// attribution its policy requires. When tiles cannot load, `onTilesFailed`
// lets the page say so: everything the map shows is also on the page as text.
// Labels are names typed by customers and staff: Leaflet writes a string
// content as HTML, so every label goes in as a text node (leafletText), never
// as a string (src/html-sinks.test.ts fails on one).
import * as L from "leaflet";
import type { MapSettings } from "./api";

declare const __LEAFLET_CSS__: string;

export type Marker = {
  id: string;
  latitude: number;
  longitude: number;
  kind: "technician" | "customer" | "job";
  label: string;
};

export type MapHandle = {
  show: (markers: Marker[], fit?: boolean) => void;
  /** Centres the map on a point (nothing to show yet). */
  centre: (latitude: number, longitude: number, zoom: number) => void;
  /** A click on the map gives its point (null: clicks do nothing). */
  onPick: (pick: ((latitude: number, longitude: number) => void) | null) => void;
  remove: () => void;
};

const colors: Record<Marker["kind"], string> = { technician: "#1e3a8a", customer: "#c2410c", job: "#c2410c" };

/** Resolves once Leaflet's stylesheet has loaded (or failed to). */
function leafletStylesheet(): Promise<void> {
  let link = document.querySelector<HTMLLinkElement>("link[data-leaflet]");
  if (link?.sheet) return Promise.resolve();
  if (!link) {
    link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = __LEAFLET_CSS__;
    link.dataset.leaflet = "";
    document.head.append(link);
  }
  const loading = link;
  return new Promise((resolve) => {
    loading.addEventListener("load", () => resolve(), { once: true });
    loading.addEventListener("error", () => resolve(), { once: true });
  });
}

/** The one way text reaches a Leaflet tooltip or popup: an element holding it as text, never parsed as HTML. */
export function leafletText(text: string): HTMLElement {
  const el = document.createElement("span");
  el.textContent = text;
  return el;
}

export function createMap(el: HTMLElement, settings: MapSettings, onTilesFailed: () => void): MapHandle {
  const styled = leafletStylesheet();
  const map = L.map(el, { zoomControl: true, attributionControl: true });
  map.attributionControl.setPrefix(false);
  let failures = 0;
  L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 })
    .on("tileerror", () => {
      if (++failures === 3) onTilesFailed();
    })
    .addTo(map);
  const layer = L.layerGroup().addTo(map);
  const shown = new Map<string, { marker: L.CircleMarker; kind: Marker["kind"]; label: string }>();
  let fitted = false;
  // The box may get its size after the map was made (unhidden, or laid out
  // once the stylesheet arrives): Leaflet then measures again, so labels sit
  // on their markers and nothing is cut off at the first draw.
  let picking: ((latitude: number, longitude: number) => void) | null = null;
  map.on("click", (e: L.LeafletMouseEvent) => picking?.(e.latlng.lat, e.latlng.lng));
  const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => map.invalidateSize());
  resized?.observe(el);
  return {
    show(markers, fit = true) {
      // Markers are kept by id and changed in place: a board that reloads for another job's
      // change leaves the marker under the pointer, and its open tooltip, where they are.
      const wanted = new Set(markers.map((m) => m.id));
      for (const [id, drawn] of shown) {
        if (!wanted.has(id)) {
          layer.removeLayer(drawn.marker);
          shown.delete(id);
        }
      }
      for (const m of markers) {
        const drawn = shown.get(m.id);
        if (drawn && drawn.kind === m.kind) {
          drawn.marker.setLatLng([m.latitude, m.longitude]);
          if (drawn.label !== m.label) {
            drawn.marker.setTooltipContent(leafletText(m.label));
            drawn.label = m.label;
          }
          continue;
        }
        if (drawn) layer.removeLayer(drawn.marker);
        const marker = L.circleMarker([m.latitude, m.longitude], {
          radius: m.kind === "technician" ? 10 : 8,
          color: "#ffffff",
          weight: 3,
          fillColor: colors[m.kind],
          fillOpacity: 1,
        })
          .bindTooltip(leafletText(m.label), { permanent: m.kind !== "job", direction: "top", offset: [0, -8] })
          .addTo(layer);
        shown.set(m.id, { marker, kind: m.kind, label: m.label });
      }
      // A permanent tooltip is placed by its size when it opens; before the stylesheet it is a
      // full-width block, so it lands far from its marker unless placed again once styled.
      void styled.then(() => {
        map.invalidateSize();
        layer.eachLayer((l) => l.getTooltip()?.update());
      });
      if (!markers.length) return;
      if (fit || !fitted) {
        const bounds = L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as [number, number]));
        map.fitBounds(bounds, { padding: [48, 48], maxZoom: 15 });
        fitted = true;
      }
    },
    centre(latitude, longitude, zoom) {
      if (!fitted) map.setView([latitude, longitude], zoom);
    },
    onPick(pick) {
      picking = pick;
      el.classList.toggle("picking", !!pick);
    },
    remove() {
      resized?.disconnect();
      map.remove();
    },
  };
}
