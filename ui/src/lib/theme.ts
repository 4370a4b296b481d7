// Light/dark theme kept in localStorage under "theme" (default light). The same
// rule runs as an inline script in <head> before first paint, so there is no
// flash; this module only flips it afterwards.
export const THEME_KEY = "theme";

export const themeScript =
  `try{if(localStorage.getItem("${THEME_KEY}")==="dark")` + `document.documentElement.classList.add("dark")}catch(e){}`;

export function toggleTheme() {
  const dark = !document.documentElement.classList.contains("dark");
  document.documentElement.classList.toggle("dark", dark);
  try {
    localStorage.setItem(THEME_KEY, dark ? "dark" : "light");
  } catch {
    // Without storage the choice lasts for this page view only.
  }
}
