// The one way the UI talks to the server: `api(method, path, {path, query,
// body})`, typed by the OpenAPI document (the generated `paths`): the path is
// one the document has for that method, the parameters and body are the
// operation's, and the answer is its 2xx JSON (null for a 204). The types
// erase: at run time it is a path template filled in, a query string, and
// `apiRequest` (lib/request.ts: cookies, JSON, ApiError, the 401 listeners).

import type { paths } from "./api-schema";
import { apiRequest, type RequestInit_ } from "./request";

export { ApiError, apiRequest, onUnauthorized, type ErrorBody, type RequestInit_ } from "./request";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The operation the document has at `method path`. */
type Op<M extends Method, P> = P extends keyof paths ? NonNullable<paths[P][Lowercase<M>]> : never;

/** Every path the document has for `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][Lowercase<M>] extends { responses: unknown } ? P : never;
}[keyof paths];

type Json<R> = R extends { content: { "application/json": infer T } } ? T : null;

/** What `method path` answers on success: the 2xx JSON bodies (null for one without a body, a 204). */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> =
  Op<M, P> extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201 | 202 | 204>]> : never;

type PathOf<O> = O extends { parameters: { path: infer A } } ? { path: A } : { path?: undefined };
type QueryOf<O> = O extends { parameters: { query: infer Q } }
  ? { query: Q }
  : O extends { parameters: { query?: infer Q } }
    ? [Q] extends [undefined]
      ? { query?: undefined }
      : { query?: Q }
    : { query?: undefined };
type BodyOf<O> = O extends { requestBody?: never }
  ? { body?: undefined }
  : O extends { requestBody: { content: { "application/json": infer B } } }
    ? { body: B }
    : O extends { requestBody?: { content: { "application/json": infer B } } }
      ? { body?: B }
      : O extends { requestBody: { content: { "image/jpeg": unknown } } }
        ? { body: Blob }
        : { body?: undefined };

type OptionsFor<O> = PathOf<O> & QueryOf<O> & BodyOf<O> & RequestInit_;

/** What `method path` takes: its path parameters, its query, its JSON body, and the request's options. */
export type ApiOptions<M extends Method, P extends ApiPath<M>> = OptionsFor<Op<M, P>>;

// The options may be left out when nothing in them is required. Each
// path's arguments are worked out once, in a table of concrete types: a
// call's contextual type while its path is inferred is then the union of
// one member per path, where the parts intersected over the union of paths
// would be their product (past TypeScript's union limit once the document
// passed 118 paths).
type ArgsFor<O> = {} extends OptionsFor<O> ? [options?: OptionsFor<O>] : [options: OptionsFor<O>];
type ArgsByPath<M extends Method> = { [P in ApiPath<M>]: ArgsFor<Op<M, P>> };
interface ArgsTable {
  GET: ArgsByPath<"GET">;
  POST: ArgsByPath<"POST">;
  PUT: ArgsByPath<"PUT">;
  PATCH: ArgsByPath<"PATCH">;
  DELETE: ArgsByPath<"DELETE">;
}
type Args<M extends Method, P extends ApiPath<M>> = Extract<ArgsTable[M][P & keyof ArgsTable[M]], unknown[]>;

/** The query string of `params` (empty and missing values left out), with its "?"; "" when none is left. */
export function query(params: Record<string, unknown> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v != null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/**
 * A request typed by the OpenAPI document: `api("GET", "/api/fleets/{id}", { path: { id } })`.
 * `{name}` in the path is filled in from `path` (encoded); `query` becomes the query string.
 */
export function api<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: Args<M, P>
): Promise<ApiAnswer<M, P>> {
  type Raw = { path?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown } & RequestInit_;
  const o = (options as unknown as Raw | undefined) ?? {};
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(o.path![name]));
  return apiRequest(method, url + query(o.query), o.body, o) as Promise<ApiAnswer<M, P>>;
}
