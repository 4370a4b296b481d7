// The site's script, asked for once the prerendered page has been parsed and
// painted. Bundled into the same inline script as the lead keeper (in every
// page's head, under a CSP hash; build.mjs fills in the entry's hashed name).
// On a slow link the first-load chunks would otherwise share the connection
// with the stylesheet and hold back the first paint, as modulepreload links
// did (see build.mjs); the page reads, calls and posts its forms before it
// hydrates, and the keeper covers a lead sent meanwhile. A tab opened in the
// background, which paints nothing until it is shown, asks once parsed.
declare const __ENTRY__: string;

let asked = false;
const load = () => {
  if (asked) return;
  asked = true;
  const script = document.createElement("script");
  script.type = "module";
  script.src = __ENTRY__;
  document.body.append(script);
};
// A frame's callbacks run before its paint; a task queued from one runs after it.
const afterPaint = () =>
  document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(load)) : load();
// The app hydrates the whole page: never before the parser has reached its end.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint, { once: true });
else afterPaint();
// Should no frame come (a stylesheet that never arrives), the page still gets its script.
addEventListener("DOMContentLoaded", () => setTimeout(load, 3000), { once: true });
