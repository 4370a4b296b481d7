// The nav's Locations / Reviews / Contact buttons scroll to home-page sections.
// From another page the target is remembered for the session, the visitor is
// taken to /, and the home page scrolls there once it has rendered.
const KEY = "scrollTarget";

export type HomeSection = "service-areas" | "testimonials" | "contact";

export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
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
  navigate("/");
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
