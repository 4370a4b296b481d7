import type { FaqItem } from "../../../components/Faq";
import { business } from "../../../content/business";
import { ProcessSteps } from "../ProcessSteps";
import { KeyIcon, ShieldIcon, TruckIcon, WrenchIcon } from "../ServiceIcons";
import { Section } from "../../../components/Section";
import { AreaCards, CardGrid, CheckList, ServiceLayout, Stats, serviceJsonLd } from "../ServiceLayout";

const slug = "vehicle-lockout-service-fl";
const { claims } = business;

// The spec asks for exactly four questions on this page.
const faqs: FaqItem[] = [
  {
    q: "What do I need to show for lockout service?",
    a:
      business.lockoutRequirement +
      (" Once the door is open we check the registration or title in the glove box against your photo ID " +
        "before handing the vehicle over."),
  },
  {
    q: "Will unlocking my car damage the door, window or paint?",
    a:
      "No. We use inflatable wedges, long-reach tools and lockout kits made for modern cars, with " +
      "protective sleeves on every tool. No slim jims on vehicles with side airbags and no forcing the " +
      "glass.",
  },
  {
    q: "How fast can you get to me?",
    a:
      `Our average response is ${claims.averageResponseMinutes} minutes, and lockouts with a child or pet ` +
      `inside go to the front of the line. If a child or animal is in distress in the heat, call 911 first, ` +
      `then call us.`,
  },
  {
    q: "My keys are locked in the trunk or the truck's sleeper. Can you get them?",
    a:
      "Usually, yes. Most trunks open from the cabin once we are inside, and we open semi cabs and sleepers " +
      "the same careful way. If the key fob is dead inside a keyless car, we can still get you in.",
  },
];

export const jsonLd = __PRERENDER__ ? serviceJsonLd(slug, faqs, "Vehicle lockout service") : undefined;

export default function Page() {
  return (
    <ServiceLayout
      slug={slug}
      h1="Vehicle Lockout Service in Florida: Fast, Damage-Free Entry"
      lead={
        "Keys on the seat, fob dead, or locked out at the beach? A trained technician opens cars, trucks and " +
        "RVs without a scratch, day or night."
      }
      faqs={faqs}
      faqTitle="Lockout Service FAQ"
      ctaTitle="Locked out? We can be on the way in minutes"
    >
      <Section id="vehicle-types" title="Vehicles We Unlock">
        <CardGrid
          items={[
            {
              icon: <KeyIcon />,
              title: "Cars and SUVs",
              text: "Sedans, hatchbacks, crossovers and SUVs, including keyless-entry and push-button models.",
            },
            {
              icon: <TruckIcon />,
              title: "Pickups and vans",
              text: "Work trucks, cargo vans and passenger vans, with tool boxes and ladder racks left as they were.",
            },
            {
              icon: <TruckIcon />,
              title: "Semis and box trucks",
              text: "Tractor cabs, sleepers and box trucks, so a locked cab does not cost a driver a delivery window.",
            },
            {
              icon: <WrenchIcon />,
              title: "RVs and campers",
              text: "Motorhome entry doors, travel trailers and fifth wheels at campgrounds and rest areas.",
            },
          ]}
        />
      </Section>

      <Section id="techniques" title="Damage-Free Techniques" alt>
        <p>
          Modern doors hold airbags, wiring and window regulators, so how a door is opened matters as much as how fast.
          Our technicians use the least invasive method that works on your make and model.
        </p>
        <CheckList
          items={[
            "Inflatable air wedges that open a small gap without bending the frame",
            "Long-reach tools that press the unlock button or lift the handle from inside",
            "Make-specific lockout tools for older vehicles with manual locks",
            "Padded sleeves and wedges to protect paint, weatherstripping and tint",
          ]}
        />
      </Section>

      <Section id="process" title="What to Expect: Our 4-Step Lockout Process">
        <ProcessSteps
          steps={[
            {
              title: "Call and share your location",
              text:
                "Tell us the vehicle and where it is. If a child or pet is inside, say so first and we treat " +
                "it as an emergency.",
            },
            {
              title: "Technician arrives",
              text: "A trained technician arrives, looks over the door and lock type, and explains what happens next.",
            },
            {
              title: "Damage-free entry",
              text:
                "We open the door with the right tool for the car, usually in a few minutes, and retrieve the " +
                "keys.",
            },
            {
              title: "Verify ownership",
              text:
                "We check your photo ID against the registration or proof of ownership, and then you are on " +
                "your way.",
            },
          ]}
        />
        <p className="notice">
          <ShieldIcon size={22} /> <span>{business.lockoutRequirement}</span>
        </p>
      </Section>

      <Section id="response" title="Response Times You Can Count On" alt>
        <Stats
          items={[
            { value: `${claims.averageResponseMinutes} Min`, label: "Average response" },
            { value: "24/7", label: "Including holidays" },
            { value: `${claims.rating}/5`, label: `From ${claims.reviewCountDisplay} verified reviews` },
          ]}
        />
        <p>
          Lockouts rarely happen at a good time: a store parking lot at closing, a beach access at sunset, a gas station
          at 3 AM. We dispatch the nearest of our {claims.trustedDrivers} trusted drivers and keep you posted on the
          arrival time by phone.
        </p>
      </Section>

      <Section
        id="service-areas"
        title="Lockout Service Areas"
        intro={
          `We unlock vehicles across ${business.serviceRadiusMiles} miles around ` +
          `${business.address.locality}, including:`
        }
      >
        <AreaCards />
      </Section>
    </ServiceLayout>
  );
}
