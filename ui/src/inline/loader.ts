// The site's script, asked for once the prerendered page has painted (inlined
// at the end of every page's body, under a CSP hash; build.mjs fills in the
// entry's hashed name). On a slow link the first-load chunks would otherwise
// share the connection with the stylesheet and hold back the first paint, as
// modulepreload links did (see build.mjs); the page reads, calls and posts
// its forms before it hydrates, and the inline lead keeper covers a lead sent
// meanwhile. A tab opened in the background, which paints nothing until it is
// shown, asks at once.
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
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(load));
else load();
// Should no frame come (a stylesheet that never arrives), the page still gets its script.
setTimeout(load, 3000);
