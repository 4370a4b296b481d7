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
import { assignJob, fetchBoard, type Board, type Job } from "./api";
import type { MapHandle, Marker } from "./map";

export function DispatchBoard() {
  const { fail, reloadKey, reload } = useDashboard();
  const [board, setBoard] = useState<Board | null>(null);
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
      <BoardMap board={board} />
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
                      <BoardJob key={j.id} job={j} board={board} onSaved={saved} />
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

function BoardJob({ job, board, onSaved }: { job: Job; board: Board; onSaved: () => void }) {
  const { fail } = useDashboard();
  const [where, setWhere] = useState(job.latitude != null ? `${job.latitude}, ${job.longitude}` : "");
  const [error, setError] = useState<string | null>(null);
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
      <form className="board-where" onSubmit={savePosition} noValidate>
        <label className="small" htmlFor={`${id}-where`}>
          Customer position (lat, lon)
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

function BoardMap({ board }: { board: Board }) {
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
  useEffect(() => {
    const points = JSON.parse(key) as Marker[];
    if (!points.length || !box.current) return;
    if (map.current) return map.current.show(points, false);
    let gone = false;
    import("./map").then(
      ({ createMap }) => {
        if (gone || !box.current) return;
        map.current = createMap(box.current, board.map, () => setNote("Map tiles could not load."));
        map.current.show(points);
      },
      () => setNote("The map could not load."),
    );
    return () => {
      gone = true;
    };
  }, [key, board.map]);
  useEffect(() => () => map.current?.remove(), []);
  if (!markers.length)
    return <p className="muted small">The map shows jobs with a customer position and technicians on the way.</p>;
  return (
    <>
      <div ref={box} className="board-map" role="region" aria-label="Map of open jobs and technicians" />
      {note && <p className="muted small">{note}</p>}
    </>
  );
}
