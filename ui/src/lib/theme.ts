// Light/dark theme kept in localStorage under "theme" (default light). The same
// rule runs as an inline script in <head> before first paint, so there is no
// flash; the toggle's press is the inline tap keeper's (inline/taps.ts), so it
// flips the theme from the first paint on, with or without the app's code.
import { THEME_KEY } from "../inline/events";

export const themeScript =
  `try{if(localStorage.getItem("${THEME_KEY}")==="dark")` + `document.documentElement.classList.add("dark")}catch(e){}`;
