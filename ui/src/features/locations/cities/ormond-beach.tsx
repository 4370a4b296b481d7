import { business } from "../../../content/business";
import { LocationPage, locationJsonLd, type CityContent } from "../LocationPage";

const { claims, prices } = business;

const content: CityContent = {
  slug: "ormond-beach",
  headline: "Ormond Beach Roadside Assistance: Tires, Batteries and More, 24/7",
  lead:
    "Granada Boulevard, the Scenic Loop, Ormond-by-the-Sea and both I-95 exits: we keep Ormond Beach " +
    "drivers and riders moving day and night.",
  introTitle: "Quiet Roads, Long Stretches and Real Help When You Need It",
  intro: [
    "Ormond Beach is calmer than its neighbour to the south, but its roads have their own traps. The " +
      "Ormond Scenic Loop and Trail winds for miles under live oaks with few places to pull over, SR-40 " +
      "heads west into long empty country, and A1A along Ormond-by-the-Sea is a two-lane ribbon between the " +
      "ocean and the river.",
    `Drivers here are often retirees, families and motorcyclists out for a weekend ride, and many of our ` +
      `calls come from people who simply want someone trustworthy to show up. We do, with an average ` +
      `response of ${claims.averageResponseMinutes} minutes, a clear price before we start, and technicians ` +
      `with ${claims.founderYears} years of road experience behind them.`,
  ],
  roadsTitle: "Ormond Beach Roads We Know Well",
  roads: [
    {
      name: "Granada Boulevard (SR-40)",
      text:
        "From the beach bridge through downtown Ormond and past I-95 exit 268, then west toward Ocala " +
        "National Forest with few stations.",
    },
    {
      name: "The Ormond Scenic Loop and Trail",
      text:
        "Old Dixie Highway, Walter Boardman Lane and John Anderson Drive: shaded, narrow and popular with " +
        "riders, with little room on the shoulder.",
    },
    {
      name: "US-1 and Destination Daytona",
      text:
        "The I-95 exit 273 area, home to the big motorcycle dealership and event grounds that fill up during " +
        "Bike Week.",
    },
    {
      name: "A1A and Ormond-by-the-Sea",
      text:
        "Oceanfront condos and beach approaches north to the Flagler County line, where salt air corrodes " +
        "battery terminals.",
    },
    {
      name: "Nova Road, Hand Avenue and Williamson Boulevard",
      text: "Shopping centres, medical offices and neighbourhoods on the mainland side between the river and I-95.",
    },
  ],
  callsTitle: "Common Calls in Ormond Beach",
  calls: [
    {
      title: "Motorcycle flats on the Loop",
      text:
        "A puncture miles into the Scenic Loop with no shoulder and no obvious landmark. Send a pin from your " +
        "phone and we find you.",
    },
    {
      title: "Batteries in seasonal homes",
      text:
        "Cars that sat for months in a garage by the ocean while their owners were up north. We jump them, " +
        "test them and replace the battery if needed.",
    },
    {
      title: "Out of gas on SR-40 west",
      text:
        "Drivers heading toward the forest who underestimated the distance between stations. We bring gas or " +
        "diesel to the shoulder.",
    },
    {
      title: "Lockouts at the beach and parks",
      text: "Keys locked in at beach approaches, Tomoka State Park or the Granada shops, opened without a scratch.",
    },
  ],
  services: {
    "emergency-24-hour-tire-repair":
      "Blowouts near the SR-40 and US-1 interchanges and night-time flats on A1A, repaired wherever it is " +
      "safe to work.",
    "mobile-tire-repair-near-me":
      `Driveway and condo-lot tire repair from Ormond-by-the-Sea to the Trails, most ` + `jobs ${prices.tireRepair}.`,
    "jump-start-battery-service-fl":
      `Jump starts from ${prices.jumpStart} for cars, motorcycles and RVs that sat ` + `too long in the salt air.`,
    "vehicle-lockout-service-fl":
      "Damage-free unlocks at beach approaches, Tomoka State Park and the shops along Granada.",
    "emergency-fuel-delivery-fl":
      "Fuel brought out on SR-40 toward the forest and on the Scenic Loop, where stations are far apart.",
    "mobile-engine-diagnostics-fl":
      "Check engine lights scanned at home, so retirees and commuters avoid a trip to a shop for a loose gas cap.",
    "diesel-roadside-assistance-near-me":
      "Diesel pickups, RVs and delivery trucks repaired along I-95 and US-1 through Ormond.",
    "engine-services-near-me":
      "Cooling systems, starters and alternators repaired in your driveway in Ormond Beach and Ormond-by-the-Sea.",
  },
  ctaTitle: "Need Help in Ormond Beach Now?",
  ctaText:
    "Call from the roadside, the beach approach or your driveway. A pin or a nearby landmark gets us there fastest.",
  faqs: [
    {
      q: "Can you find me on the Ormond Scenic Loop?",
      a:
        "Yes. Share your location from your phone or the chat, or tell us the nearest road name, bridge or " +
        "park entrance. We know the Loop and its pull-offs.",
    },
    {
      q: "Do you help motorcycle riders in Ormond Beach?",
      a:
        "Yes. We repair and replace motorcycle tires and jump-start bikes on the roadside, which is " +
        "especially handy during Bike Week and Biketoberfest.",
    },
    {
      q: "Do you serve Ormond-by-the-Sea and Plantation Bay?",
      a:
        "Yes. Ormond-by-the-Sea, Plantation Bay, Hunter's Ridge and the Halifax Plantation area are all " +
        "inside our service radius.",
    },
  ],
};

export const jsonLd = __PRERENDER__ ? () => locationJsonLd(content) : undefined;

export default function Page() {
  return <LocationPage content={content} />;
}
