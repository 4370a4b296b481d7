// The Jobs tab's dispatch board (docs/product.md#dispatch): the open jobs,
// unassigned first and then each technician's, by status; assigning and
// reassigning; the customer's position set from a call; and one map of the
// open jobs and each technician's last position (the map chunk loads only
// here and on the tracking page). The board reloads every 10 s.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useDashboard } from "../../lib/staff/dashboard";
import { telHref } from "../../lib/staff/format";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { OPEN_JOB_STATUSES as OPEN_STATUSES } from "../../lib/lists";
import { business } from "../../content/business";
import { assignJob, fetchBoard, searchAddress, type Board, type Job, type Place } from "./api";
import type { MapHandle, Marker } from "./map";

/** A job whose customer's position is being picked on the map. */
type Picking = { jobId: number; who: string; save: (latitude: number, longitude: number) => void };

export function DispatchBoard() {
  const { fail, reloadKey, reload } = useDashboard();
  const [board, setBoard] = useState<Board | null>(null);
  const [picking, setPicking] = useState<Picking | null>(null);
  const load = useCallback(() => {
    fetchBoard()
      .then(setBoard)
      .catch((e) => fail(e, { title: "Error", description: "Could not load the dispatch board" }));
  }, [fail]);
  useEffect(() => {
    load();
    const timer = setInterval(load, 10_000);
    return () => clearInterval(timer);
  }, [load, reloadKey]);
  if (!board) return <p role="status">Loading the dispatch board…</p>;
  const columns: { key: string; title: string; jobs: Job[] }[] = [
    { key: "unassigned", title: "Unassigned", jobs: board.jobs.filter((j) => !j.technician) },
    ...board.technicians.map((t) => ({
      key: t.username,
      title: t.name ? `${t.name} (${t.username})` : t.username,
      jobs: board.jobs.filter((j) => j.technician === t.username),
    })),
  ];
  const saved = () => {
    load();
    reload();
  };
  return (
    <section aria-labelledby="dispatch-board">
      <h2 id="dispatch-board">Dispatch Board</h2>
      <BoardMap board={board} picking={picking} stopPicking={() => setPicking(null)} />
      {board.technicians.length === 0 && (
        <p className="muted small">No technicians yet: add them in Settings, then assign jobs here.</p>
      )}
      <div className="board">
        {columns.map((col) => (
          <section key={col.key} className="board-col card" aria-label={col.title}>
            <h3>
              {col.title} <span className="muted small">({col.jobs.length})</span>
            </h3>
            {col.key !== "unassigned" && <TechnicianLine board={board} username={col.key} />}
            {OPEN_STATUSES.map((status) => {
              const jobs = col.jobs.filter((j) => j.status === status);
              if (!jobs.length) return null;
              return (
                <div key={status}>
                  <h4 className="board-status">{status}</h4>
                  <ul className="plain-list">
                    {jobs.map((j) => (
                      <BoardJob key={j.id} job={j} board={board} onSaved={saved} pick={setPicking} />
                    ))}
                  </ul>
                </div>
              );
            })}
            {col.jobs.length === 0 && <p className="muted small">No open jobs.</p>}
          </section>
        ))}
      </div>
    </section>
  );
}

function TechnicianLine({ board, username }: { board: Board; username: string }) {
  const t = board.technicians.find((x) => x.username === username);
  if (!t?.position) return <p className="muted small">No position (shared only on the way to a job).</p>;
  const p = t.position;
  return (
    <p className="muted small">
      Last position {new Date(p.recordedAt).toLocaleTimeString()} (job #{p.jobId}
      {p.etaMinutes != null ? `, about ${p.etaMinutes} min away` : ""})
    </p>
  );
}

function BoardJob({
  job,
  board,
  onSaved,
  pick,
}: {
  job: Job;
  board: Board;
  onSaved: () => void;
  pick: (p: Picking | null) => void;
}) {
  const { fail } = useDashboard();
  const [where, setWhere] = useState(job.latitude != null ? `${job.latitude}, ${job.longitude}` : "");
  const [error, setError] = useState<string | null>(null);
  const [address, setAddress] = useState(job.customer?.location ?? "");
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [searching, setSearching] = useState(false);
  const c = job.customer;
  // Changes made faster than the board reloads (arrow keys on the select fire
  // one per press) go one after another, each based on the version the last
  // one answered, so the owner's own changes never refuse each other.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const version = useRef(job.version);
  version.current = Math.max(version.current, job.version);
  const change = (body: Parameters<typeof assignJob>[1]) => {
    const run = chain.current.then(async () => {
      const row = await assignJob({ id: job.id, version: version.current }, body);
      version.current = Math.max(version.current, row.version);
      return row;
    });
    chain.current = run.catch(() => undefined);
    return run;
  };
  const stale = (e: unknown) => {
    if (!(e instanceof ApiError && e.status === 409)) return false;
    toast({ title: "Job changed elsewhere", description: e.serverMessage, variant: "destructive" });
    onSaved();
    return true;
  };
  const assign = async (technician: string) => {
    const who = board.technicians.find((t) => t.username === technician);
    try {
      await change({ technician: technician || null });
      toast({ title: who ? `Job #${job.id} assigned to ${who.name || who.username}` : `Job #${job.id} unassigned` });
      onSaved();
    } catch (e) {
      if (!stale(e)) fail(e, { title: "Error", description: "Could not assign the job." });
    }
  };
  const savePoint = async (latitude: number, longitude: number, how: string) => {
    try {
      await change({ latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) });
      setWhere(`${latitude.toFixed(6)}, ${longitude.toFixed(6)}`);
      setPlaces(null);
      toast({ title: "Position saved", description: how });
      onSaved();
    } catch (err) {
      if (!stale(err)) fail(err, { title: "Error", description: "Could not save the position." });
    }
  };
  const search = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (address.trim().length < 3) return setError("Type at least 3 characters of the address.");
    setSearching(true);
    try {
      setPlaces(await searchAddress(address.trim()));
    } catch (err) {
      setPlaces(null);
      setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : "The address search failed.");
    } finally {
      setSearching(false);
    }
  };
  const savePosition = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parts = where.split(",").map((s) => s.trim());
    const body =
      where.trim() === ""
        ? { latitude: null, longitude: null }
        : { latitude: Number(parts[0]), longitude: Number(parts[1]) };
    if (where.trim() !== "" && (parts.length !== 2 || !parts.every((p) => p !== "" && Number.isFinite(Number(p)))))
      return setError("Type the position as latitude, longitude (e.g. 29.5845, -81.2078).");
    try {
      await change(body);
      toast({ title: "Position saved" });
      onSaved();
    } catch (err) {
      if (stale(err)) return;
      if (err instanceof ApiError && err.body?.fields) setError(Object.values(err.body.fields).join(" "));
      fail(err, { title: "Error", description: "Could not save the position." });
    }
  };
  const id = `board-${job.id}`;
  return (
    <li className="board-job">
      <strong>
        #{job.id} {c?.name || "Lead deleted"}
      </strong>
      <span className="small">
        {c?.service}
        {c?.location ? ` · ${c.location}` : ""}
      </span>
      {c?.phone && (
        <a className="small" href={telHref(c.phone)}>
          {c.phone}
        </a>
      )}
      {job.trackingUrl && (
        <a className="small" href={job.trackingUrl} target="_blank" rel="noopener">
          Driver's tracking page
        </a>
      )}
      <label className="small" htmlFor={`${id}-tech`}>
        Technician
      </label>
      <select id={`${id}-tech`} value={job.technician ?? ""} onChange={(e) => void assign(e.target.value)}>
        <option value="">Unassigned</option>
        {board.technicians.map((t) => (
          <option key={t.id} value={t.username}>
            {t.name || t.username}
          </option>
        ))}
      </select>
      {board.addressSearch && (
        <form
          className="board-where"
          onSubmit={search}
          noValidate
          role="search"
          aria-label={`Find job ${job.id}'s address`}
        >
          <label className="small" htmlFor={`${id}-address`}>
            Find the customer's address
          </label>
          <span>
            <input id={`${id}-address`} value={address} onChange={(e) => setAddress(e.target.value)} />
            <button type="submit" className="btn btn-outline btn-sm" disabled={searching}>
              {searching ? "Searching…" : "Search"}
            </button>
          </span>
          {places && (
            <ul className="plain-list board-places" aria-label="Places found">
              {places.length === 0 && <li className="muted small">Nothing found: try a street or a landmark.</li>}
              {places.map((p) => (
                <li key={`${p.latitude},${p.longitude}`}>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => void savePoint(p.latitude, p.longitude, p.label)}
                  >
                    Use {p.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </form>
      )}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => {
          pick({
            jobId: job.id,
            who: c?.name || `job #${job.id}`,
            save: (lat, lon) => void savePoint(lat, lon, "Picked on the map"),
          });
          document.getElementById("board-map")?.scrollIntoView({ block: "center" });
        }}
      >
        Pick on the map
      </button>
      <form className="board-where" onSubmit={savePosition} noValidate>
        <label className="small" htmlFor={`${id}-where`}>
          Or type the position (lat, lon)
        </label>
        <span>
          <input
            id={`${id}-where`}
            value={where}
            inputMode="decimal"
            onChange={(e) => setWhere(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-where-error` : undefined}
          />
          <button type="submit" className="btn btn-outline btn-sm">
            Save
          </button>
        </span>
        {error && (
          <span className="field-error" id={`${id}-where-error`}>
            {error}
          </span>
        )}
      </form>
    </li>
  );
}

function BoardMap({ board, picking, stopPicking }: { board: Board; picking: Picking | null; stopPicking: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<MapHandle | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const markers: Marker[] = [
    ...board.jobs
      .filter((j) => j.latitude != null && j.longitude != null)
      .map((j) => ({
        id: `job-${j.id}`,
        kind: "job" as const,
        label: `#${j.id} ${j.customer?.name ?? ""}`.trim(),
        latitude: j.latitude!,
        longitude: j.longitude!,
      })),
    ...board.technicians
      .filter((t) => t.position)
      .map((t) => ({
        id: `tech-${t.id}`,
        kind: "technician" as const,
        label: t.name || t.username,
        latitude: t.position!.latitude,
        longitude: t.position!.longitude,
      })),
  ];
  const key = JSON.stringify(markers);
  const shown = markers.length > 0 || picking != null;
  const [ready, setReady] = useState(0);
  useEffect(() => {
    const points = JSON.parse(key) as Marker[];
    if (!shown || !box.current) return;
    if (map.current) return map.current.show(points, false);
    let gone = false;
    import("./map").then(
      ({ createMap }) => {
        if (gone || !box.current) return;
        map.current = createMap(box.current, board.map, () => setNote("Map tiles could not load."));
        // Nothing to show yet (picking the first position): the business's own area.
        map.current.centre(business.address.latitude, business.address.longitude, 10);
        map.current.show(points);
        setReady((n) => n + 1);
      },
      () => setNote("The map could not load."),
    );
    return () => {
      gone = true;
    };
  }, [key, board.map, shown]);
  useEffect(() => {
    map.current?.onPick(
      picking
        ? (lat, lon) => {
            picking.save(lat, lon);
            stopPicking();
          }
        : null,
    );
  }, [picking, stopPicking, ready]);
  useEffect(() => {
    if (!picking) return;
    const esc = (e: KeyboardEvent) => e.key === "Escape" && stopPicking();
    window.addEventListener("keydown", esc);
    return () => window.removeEventListener("keydown", esc);
  }, [picking, stopPicking]);
  useEffect(() => () => map.current?.remove(), []);
  if (!shown)
    return <p className="muted small">The map shows jobs with a customer position and technicians on the way.</p>;
  return (
    <>
      {picking && (
        <p className="form-note" role="status">
          Click the map where {picking.who} is.{" "}
          <button type="button" className="btn btn-outline btn-sm" onClick={stopPicking}>
            Stop picking
          </button>
        </p>
      )}
      <div ref={box} id="board-map" className="board-map" role="region" aria-label="Map of open jobs and technicians" />
      {note && <p className="muted small">{note}</p>}
    </>
  );
}
