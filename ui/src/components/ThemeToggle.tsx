import { toggleTheme } from "../lib/theme";
import { MoonIcon, SunIcon } from "./icons";

// The label and icon follow the <html> class through CSS, so the server HTML
// and the hydrated button are identical whatever theme is stored.
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="icon-btn theme-toggle"
      onClick={toggleTheme}
      aria-label="Toggle dark mode"
      title="Toggle dark mode"
    >
      <MoonIcon />
      <SunIcon />
    </button>
  );
}
