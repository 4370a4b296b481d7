import { MoonIcon, SunIcon } from "./icons";

// The label and icon follow the <html> class through CSS, so the server HTML
// and the hydrated button are identical whatever theme is stored. The press
// is handled by the inline tap keeper (inline/taps.ts) for the page's whole
// life, so it works before the code and is never handled twice.
export function ThemeToggle() {
  return (
    <button type="button" className="icon-btn theme-toggle" aria-label="Toggle dark mode" title="Toggle dark mode">
      <MoonIcon />
      <SunIcon />
    </button>
  );
}
