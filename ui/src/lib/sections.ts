// The nav's Locations / Reviews / Contact links (to /#section, so they work
// before the page's code) scroll to home-page sections. From another page the
// target is remembered for the session, the visitor is taken to /#section,
// and the home page scrolls there smoothly once it has rendered.
const KEY = "scrollTarget";

export type HomeSection = "service-areas" | "testimonials" | "contact";

export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  // Sections off screen are not laid out until they near the viewport
  // (content-visibility in app.css), so a smooth scroll passing them would
  // land short as each takes its real height. Lay them all out first.
  document.documentElement.classList.add("sections-laid-out");
  el.scrollIntoView({ behavior: "smooth", block: "start" });
  return true;
}

export function goToSection(id: HomeSection, pathname: string, navigate: (to: string) => void) {
  if (pathname === "/" && scrollToSection(id)) return;
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // Storage can be off (private mode); the visitor still lands on the home page.
  }
  navigate(`/#${id}`);
}

export function takePendingSection(): string | null {
  try {
    const id = sessionStorage.getItem(KEY);
    if (id) sessionStorage.removeItem(KEY);
    return id;
  } catch {
    return null;
  }
}
