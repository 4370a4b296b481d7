import type { FaqItem } from "../../../components/Faq";
import { business } from "../../../content/business";
import { ProcessSteps } from "../ProcessSteps";
import { ClockIcon, ShieldIcon, TireIcon, TruckIcon } from "../ServiceIcons";
import { Section } from "../../../components/Section";
import { CardGrid, CheckList, PriceNote, ServiceLayout, Stats, serviceJsonLd } from "../ServiceLayout";

const slug = "emergency-24-hour-tire-repair";
const { claims, prices } = business;

const faqs: FaqItem[] = [
  {
    q: "Do you really come out at 2 or 3 in the morning?",
    a:
      `Yes. Emergency tire repair runs around the clock, ${business.hours.emergency}. Call the emergency ` +
      `line or the after-hours line whatever the time.`,
  },
  {
    q: "What does an emergency tire repair cost?",
    a:
      `Most tire repairs and replacements run ${prices.tireRepair}. The price depends on the tire size and ` +
      `whether the tire can be repaired or needs replacing, and we quote it before we come out.`,
  },
  {
    q: "I had a blowout and the rim looks damaged. Can you still help?",
    a:
      "Often, yes. We check the wheel for cracks and bends. If it is safe, we mount a new tire; if the " +
      "wheel itself is done, we fit your spare properly so you can get home.",
  },
  {
    q: "What should I do while I wait?",
    a:
      "Get as far off the road as you can, turn on your hazard lights, and stay in the vehicle with your " +
      "seat belt on if you are on an interstate shoulder. If you can reach a parking lot or exit safely at " +
      "low speed, do so.",
  },
  {
    q: "Can you fix a flat on a semi or RV at night?",
    a: "Yes. We handle commercial truck, trailer and RV tires as well as cars and pickups, day or night.",
  },
];

export const jsonLd = __PRERENDER__ ? serviceJsonLd(slug, faqs, "Emergency tire repair") : undefined;

export default function Page() {
  return (
    <ServiceLayout
      slug={slug}
      h1="Emergency 24-Hour Tire Repair: Flat or Blowout, Any Hour"
      lead={
        `Flat on the interstate at midnight or a blowout on a dark county road? A tire technician comes to ` +
        `you day or night, with an average response of ${claims.averageResponseMinutes} minutes.`
      }
      badges={["Open 24/7", `${claims.averageResponseMinutes} Min Avg Response`, `Repairs ${prices.tireRepair}`]}
      faqs={faqs}
      faqTitle="Emergency Tire Repair FAQ"
      ctaTitle="Flat tire right now? Stay safe and call"
    >
      <Section id="stats" title="Help That Does Not Keep Business Hours" narrow>
        <Stats
          items={[
            { value: "24/7", label: "Every night and holiday" },
            { value: `${claims.averageResponseMinutes} Min`, label: "Average response" },
            { value: `${claims.rating}/5`, label: `${claims.reviewCountDisplay} verified reviews` },
          ]}
        />
        <p>
          Tire shops close at six. Tires fail whenever they like. Our emergency tire service runs through the night so
          that a flat at 2 AM is fixed at 2 AM, without waiting for a tow truck or a shop to open.
        </p>
      </Section>

      <Section id="situations" title="Tire Emergencies We Respond To" alt>
        <CardGrid
          items={[
            {
              icon: <TireIcon />,
              title: "Highway blowouts",
              text: "A tire that let go at speed on I-95, I-4 or I-75. We get you off the shoulder fast.",
            },
            {
              icon: <TireIcon />,
              title: "Nail and screw flats",
              text: "Punctures in the tread, repaired with a plug-patch when the tire is safe to keep.",
            },
            {
              icon: <ClockIcon />,
              title: "No spare or a flat spare",
              text: "We bring a tire, or repair yours on the spot, so you are not stuck waiting until morning.",
            },
            {
              icon: <TruckIcon />,
              title: "Truck and RV tires",
              text: "Commercial, trailer and motorhome tires handled on the shoulder or at a rest area.",
            },
          ]}
        />
      </Section>

      <Section id="process" title="What to Expect: Our Emergency Tire Process">
        <ProcessSteps
          steps={[
            {
              title: "Call from a safe spot",
              text: "Tell us where you are, the vehicle and the tire size if you can read it. We quote and dispatch.",
            },
            {
              title: "We light up the scene",
              text: "Our truck parks behind yours with warning lights on, and the technician sets out triangles.",
            },
            {
              title: "Repair or replace",
              text: "We inspect the tire and wheel, repair a tread puncture or mount a new tire, and balance it.",
            },
            {
              title: "Check and go",
              text: "Lug nuts are torqued and every tire is set to the right pressure, including the spare.",
            },
          ]}
        />
        <PriceNote label="Tire repair or replacement:" price={prices.tireRepair}>
          <p>No after-hours surprises: you hear the price on the phone before we roll.</p>
        </PriceNote>
      </Section>

      <Section id="safety" title="Staying Safe After a Flat" alt>
        <CheckList
          items={[
            "Do not brake hard after a blowout: hold the wheel straight and let the car slow down.",
            "Pull off as far to the right as you can, away from the traffic lane, and turn on your hazard lights.",
            "On an interstate shoulder, stay buckled in the vehicle until we arrive; stand well away from traffic " +
              "if you must get out.",
            "Do not drive on a flat to reach an exit unless it is very close: it can destroy the wheel.",
            <>
              <ShieldIcon size={18} /> Share your exact location from the chat, or read us the nearest mile marker.
            </>,
          ]}
        />
      </Section>
    </ServiceLayout>
  );
}
