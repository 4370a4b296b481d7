// A statement's aging as a small table, one row an age (the owner's fleet
// card and the fleet manager's portal): read down, on a phone too, instead of
// five amounts in a line to be matched with five labels.
import { formatCents } from "../../lib/money";

export type AgingCents = {
  currentCents: number;
  days1To30Cents: number;
  days31To60Cents: number;
  days61To90Cents: number;
  over90Cents: number;
};

export function AgingTable({ aging, asOf }: { aging: AgingCents; asOf: string }) {
  const rows: [string, number][] = [
    ["Current", aging.currentCents],
    ["1-30 days past due", aging.days1To30Cents],
    ["31-60 days past due", aging.days31To60Cents],
    ["61-90 days past due", aging.days61To90Cents],
    ["Over 90 days past due", aging.over90Cents],
  ];
  return (
    <table className="aging small">
      <caption>Aging on {asOf}</caption>
      <tbody>
        {rows.map(([label, cents]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="num">{formatCents(cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The calendar month before the one `day` (YYYY-MM-DD) falls in: its first and last days. */
export function monthBefore(day: string): { from: string; to: string } {
  const [y, m] = day.split("-").map(Number);
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  // Day 0 of the next month is this month's last day (UTC, so no time zone moves it).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, "0");
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, "0")}` };
}
