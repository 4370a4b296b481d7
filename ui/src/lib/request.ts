// The request under every call to the server. Every request carries cookies;
// a body is sent as JSON only when there is one (a Blob, a photo, as its bytes). A non-2xx answer raises
// ApiError whose message is "status: body text" (docs/product.md#errors),
// with the parsed `{message, fields}` body kept for forms that show field
// errors. Typed calls go through lib/api.ts (`api`); the public pages'
// lead queue imports this file alone, so their first load does not carry
// the typed client's few helpers.

import type { components } from "./api-schema";

/** The one error shape of the API: `{message, fields}`. */
export type ErrorBody = components["schemas"]["ErrorBody"];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
  /** The server's own short message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

const unauthorized = new Set<(path: string) => void>();

/**
 * Calls `listener` on every 401 from the API, before the request's error is
 * thrown: a page that keeps staff data on the device (the technician's app)
 * must forget it the moment the session is gone, whichever request finds out.
 */
export function onUnauthorized(listener: (path: string) => void): () => void {
  unauthorized.add(listener);
  return () => {
    unauthorized.delete(listener);
  };
}

/** Per request: `keepalive` (a send that must outlive the page), and the status seen before any error is thrown. */
export type RequestInit_ = { keepalive?: boolean; onStatus?: (status: number) => void };

/**
 * The untyped request under `api`: for a path known only at run time (a lead
 * kept offline names its endpoint). Its answer is `unknown` on purpose;
 * anything with a path the document names goes through `api`.
 */
export async function apiRequest(method: string, path: string, body?: unknown, init?: RequestInit_): Promise<unknown> {
  // A Blob (a photo) goes as its bytes, with its own type; anything else as JSON.
  const raw = body instanceof Blob;
  const res = await fetch(path, {
    keepalive: init?.keepalive,
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": raw ? body.type : "application/json" },
    body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  init?.onStatus?.(res.status);
  if (res.status === 401) for (const listener of unauthorized) listener(path);
  if (!res.ok) {
    let parsed: ErrorBody | null = null;
    try {
      parsed = JSON.parse(text) as ErrorBody;
    } catch {
      // Not JSON (a proxy's error page, say): the text is the message.
    }
    throw new ApiError(res.status, parsed, text || res.statusText);
  }
  return text ? JSON.parse(text) : null;
}
