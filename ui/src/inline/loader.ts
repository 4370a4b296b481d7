// The code's loader, inlined at the end of every prerendered page (under a
// CSP hash): the site's code is asked for once the first paint is on the
// screen, so on a weak signal the first bytes go to the text, the stylesheet
// and the logo and the code never shares the line with them.
//
// The paint timing entry is reported once the frame has been presented (a
// frame's callback comes before that, and in one of three Lighthouse runs the
// code's requests still went out ahead of the paint). A browser without
// paint timing asks a frame after the first paint; a page in a background
// tab, which paints nothing, asks at once; after 3 s it asks in any case.
// A press before the code is in is safe: forms post as plain HTML until
// their code has taken over (e2e/sign-in-race.spec.ts).

/** The entry's hashed path, filled in by ui/build.mjs. */
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

if (document.hidden) load();
else {
  setTimeout(load, 3000);
  if (self.PerformanceObserver && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint"))
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      setTimeout(load);
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(load));
}
