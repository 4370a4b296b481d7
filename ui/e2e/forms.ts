import type { Page } from "@playwright/test";

// Valid answers for each lead form, typed as a visitor would.
export async function fillQuote(page: Page, name = "Dana Smith") {
  await page.getByLabel("Full Name *").fill(name);
  await page.getByLabel("Phone Number *").fill("(386) 555-0123");
  await page.getByLabel("Location *").selectOption("Palm Coast, FL");
  await page.getByLabel("Service Type *").selectOption("Emergency Roadside Service");
  await page.getByLabel("Urgency *").selectOption("Emergency (ASAP)");
  await page.getByLabel("Describe What You Need *").fill("Flat tire on I-95 near exit 289, need help fast.");
}

export async function fillHome(page: Page, name = "Dana Smith") {
  const form = page.getByRole("form", { name: "Free quote request" });
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Phone *").fill("(386) 555-0123");
  await form.getByLabel("Email *").fill("dana@example.com");
  await form.getByLabel("Location *").selectOption("Ormond Beach, FL");
  await form.getByLabel("Urgency *").selectOption("Today");
  await form.getByLabel("Message *").fill("Battery died in the driveway, need a jump.");
  return form;
}

export async function fillBooking(page: Page, name = "Lee Truck") {
  await page.getByLabel("Full Name *").fill(name);
  await page.getByLabel("Phone Number *").fill("386-555-0199");
  await page.getByLabel("Vehicle Type *").selectOption("semi-truck");
  await page.getByLabel("Location *").fill("I-95 mile 284 northbound");
  await page.getByLabel("Service Needed *").selectOption("cooling-system");
  await page.getByLabel("Urgency *").selectOption("emergency");
  await page.getByLabel("Describe the Issue *").fill("Overheating and losing coolant fast.");
}

/**
 * The controls of the form that posts to `action`, as a visitor sees them and
 * the server reads them: element, type, name, id, label, autocomplete,
 * placeholder, a hidden field's value, a select's options, a button's words.
 * Typed values and error marks are left out, and so is the honeypot (only the
 * prerendered form carries one), so the prerendered form and the page the
 * server answers a failed post without JavaScript with compare equal when
 * they are the same form.
 */
export async function formControls(page: Page, action: string) {
  return page
    .locator(`form[action="${action}"]`)
    .locator("input, select, textarea, button")
    .evaluateAll((elements) =>
      elements
        .filter((e) => !["website", "clientRef"].includes(e.getAttribute("name") ?? ""))
        .map((e) => {
          const control = e as HTMLInputElement;
          return {
            element: e.tagName.toLowerCase(),
            type: e.getAttribute("type"),
            name: e.getAttribute("name"),
            id: e.id || null,
            label: control.labels?.[0]?.textContent ?? null,
            autocomplete: e.getAttribute("autocomplete"),
            placeholder: e.getAttribute("placeholder"),
            hidden: control.type === "hidden" ? control.value : null,
            options: e instanceof HTMLSelectElement ? [...e.options].map((o) => [o.value, o.text]) : null,
            words: e.tagName === "BUTTON" ? e.textContent : null,
          };
        }),
    );
}
