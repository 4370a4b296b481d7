/**
 * The path of a link the server gave in full (a statement's page): the page
 * is on this site either way, and the path keeps it so whatever base_url says.
 */
export function sitePath(url: string): string {
  try {
    return new URL(url, location.origin).pathname;
  } catch {
    return url;
  }
}
