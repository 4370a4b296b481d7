// How the back office shows times, durations, money, phone links and urgencies.

/** docs/product.md#back-office: emergency red, urgent orange, today yellow, otherwise blue. */
export function urgencyClass(urgency: string): string {
  const u = urgency.toLowerCase();
  if (u.includes("emergency")) return "badge badge-red";
  if (u.includes("urgent")) return "badge badge-orange";
  if (u.includes("today") || u.includes("same-day") || u.includes("same day")) return "badge badge-yellow";
  return "badge badge-blue";
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** A mailto: link that is only ever the address: a "?" or "&" in what a visitor typed cannot add a cc or a body. */
export const mailto = (email: string) => `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}`;

export function when(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
}

export function minutes(m: number | null | undefined): string {
  if (m === null || m === undefined) return "–";
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

export const money = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
