// The nav's Locations / Reviews / Contact are links to /#section, so they
// work before the page's code. With it, the section is scrolled to smoothly:
// at once on the home page (App's ScrollOnNavigate), or, from another page,
// once the home page has rendered (it scrolls to the section its address names).
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
