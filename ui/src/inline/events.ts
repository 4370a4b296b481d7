/** entry-client.tsx's word to the inline lead keeper that the page stays as the server sent it (never hydrates). */
export const STATIC_PAGE_EVENT = "roadside:static-page";
