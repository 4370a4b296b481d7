// The tap keeper: inlined in every prerendered page's <head> (under a CSP
// hash), so a press on the page counts from its first paint, seconds before
// the page's code has arrived on a weak signal (the code is asked for only
// after the paint: loader.ts).
//
// What works without code needs nothing from here: links (the nav's
// Locations, Reviews and Contact), <details> menus (Services, the phone's
// menu) and the lead forms' plain posts. A control whose work is the app's
// sits in (or is) an element marked `data-early`: a click on a button there,
// or a submit of a form there, is held before the app has hydrated and
// carried out once it has, in the order pressed. Each press is carried out
// once: held presses never reach the app, and the app's own listeners take
// every press after it has hydrated. `data-early="once"` (the chat's
// launcher) counts a second press before the code as the first one's
// impatience, not as a second toggle. A held control shows it is busy
// (aria-busy) until then.
//
// Two smaller duties of the same kind:
// - The theme toggle is this script's for the whole life of the page, so it
//   flips at the first tap and never twice (the app's button has no handler).
// - A held form's send button is enabled while something is typed in it (the
//   analyzer's Find My Service, disabled while its description is blank), so
//   text typed before the code can be sent.
import { HYDRATED_EVENT, STATIC_PAGE_EVENT, THEME_KEY } from "./events";

type Held = { el: HTMLElement; submitter?: HTMLElement | null };

const root = document.documentElement;
const live = () => !!root.dataset.hydrated;
let held: Held[] = [];
let done = false;

const regionOf = (el: Element) => el.closest<HTMLElement>("[data-early]");
const busy = (el: HTMLElement, on: boolean) =>
  on ? el.setAttribute("aria-busy", "true") : el.removeAttribute("aria-busy");

function hold(event: Event, el: HTMLElement, submitter?: HTMLElement | null) {
  event.preventDefault();
  event.stopImmediatePropagation();
  if (regionOf(el)?.dataset.early === "once" && held.some((h) => h.el === el)) return;
  held.push({ el, submitter });
  busy(submitter ?? el, true);
}

addEventListener(
  "click",
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest(".theme-toggle");
    if (toggle) {
      const dark = root.classList.toggle("dark");
      try {
        localStorage.setItem(THEME_KEY, dark ? "dark" : "light");
      } catch {
        // Without storage the choice lasts for this page view only.
      }
      return;
    }
    if (done || live()) return;
    const button = target?.closest<HTMLButtonElement>("button");
    // A submit button's click becomes its form's submit, held below.
    if (!button || button.type === "submit" || !regionOf(button)) return;
    hold(event, button);
  },
  true,
);

addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    if (done || live() || !(form instanceof HTMLFormElement) || !regionOf(form)) return;
    hold(event, form, (event as SubmitEvent).submitter);
  },
  true,
);

addEventListener(
  "input",
  (event) => {
    const form = (event.target as HTMLInputElement).form;
    if (live() || !form || !regionOf(form)) return;
    const typed = [...form.querySelectorAll<HTMLInputElement>("textarea, input")].some((f) => f.value.trim());
    for (const b of form.querySelectorAll<HTMLButtonElement>("button[type=submit]")) b.disabled = !typed;
  },
  true,
);

// The app has hydrated (App.tsx): each held press, once, now that its
// handlers are there, in the order pressed and each in a task of its own, as
// a hand would press them: the app has rendered what one did before the next
// (three presses on Next go three reviews on), and what it does on hydrating
// (reading text typed before the code into its state) is in place.
addEventListener(HYDRATED_EVENT, () => {
  done = true;
  const next = () => {
    const press = held.shift();
    if (!press) return;
    const { el, submitter } = press;
    busy(submitter ?? el, false);
    if (el.isConnected) {
      if (el instanceof HTMLFormElement)
        el.requestSubmit(submitter?.isConnected && el.contains(submitter) ? submitter : undefined);
      else el.click();
    }
    setTimeout(next);
  };
  setTimeout(next);
});

// The app gave up on this page (its code did not arrive): the page stays as
// served, and a press held for code that will not come is let go.
addEventListener(STATIC_PAGE_EVENT, () => {
  done = true;
  for (const { el, submitter } of held) busy(submitter ?? el, false);
  held = [];
});
