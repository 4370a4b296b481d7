/** entry-client.tsx's word to the inline lead keeper that the page stays as the server sent it (never hydrates). */
export const STATIC_PAGE_EVENT = "roadside:static-page";
/** App.tsx's word to the inline tap keeper that the app has hydrated: the presses it held can be carried out. */
export const HYDRATED_EVENT = "roadside:hydrated";
/** Where the theme chosen with the toggle is kept (localStorage): read by lib/theme.ts's head script, written by the tap keeper. */
export const THEME_KEY = "theme";
