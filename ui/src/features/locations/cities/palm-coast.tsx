import { business } from "../../../content/business";
import { LocationPage, locationJsonLd, type CityContent } from "../LocationPage";

const { claims, prices } = business;

const content: CityContent = {
  slug: "palm-coast",
  headline: "24/7 Roadside Assistance and Mobile Tire Repair in Palm Coast, FL",
  lead:
    "Palm Coast is our home base, so help is close: a technician is usually minutes from Palm Coast " +
    "Parkway, Belle Terre and the I-95 exits.",
  introTitle: "Your Neighbourhood Roadside Crew in Flagler County",
  intro: [
    `We started in Palm Coast and still dispatch from here, which is why the average wait for a Palm ` +
      `Coast driver is about ${claims.averageResponseMinutes} minutes. Our technicians know the lettered ` +
      `sections by heart, so a street name and the nearest cross street is usually all we need.`,
    "That local knowledge matters at 11 PM on a dark residential street off Belle Terre Parkway, with a " +
      "flat tire and no street lights, where house numbers are hard to read in the dark. For the newer " +
      "neighbourhoods off Matanzas Woods Parkway and Seminole Woods, a dropped pin from your phone gets us " +
      "there even faster.",
  ],
  roadsTitle: "Palm Coast Roads and Landmarks We Cover",
  roads: [
    {
      name: "I-95, exits 284 to 298",
      text:
        "From the SR-100 exit to US-1 north, including the Palm Coast Parkway and Matanzas Woods Parkway " +
        "interchanges where most highway calls begin.",
    },
    {
      name: "Palm Coast Parkway",
      text:
        "From the I-95 interchange past the shopping plazas to the Intracoastal bridge, where busy store " +
        "parking lots produce a steady run of lockouts.",
    },
    {
      name: "Belle Terre Parkway and Old Kings Road",
      text:
        "The long residential arteries that tie the sections together, busy with school and commuter traffic " +
        "morning and afternoon.",
    },
    {
      name: "SR-100 and US-1",
      text:
        "SR-100 past Town Center toward Bunnell and Flagler Beach, and US-1 with its trucks, feed stores and " +
        "roadside businesses.",
    },
    {
      name: "The Hammock and A1A",
      text:
        "Oceanfront homes, Washington Oaks Gardens and the beach walkovers, where sand and salt air are hard " +
        "on batteries and tires.",
    },
  ],
  callsTitle: "What Palm Coast Drivers Call Us About",
  calls: [
    {
      title: "Nails from new construction",
      text:
        "Whole streets of new houses mean screws and roofing nails on the road. Most of these punctures are " +
        "repairable with a plug-patch in the driveway.",
    },
    {
      title: "Batteries after the summer or a trip north",
      text:
        "Cars left in garages by seasonal residents, and batteries cooked by a Flagler County August, fail to " +
        "start on the first cold-ish morning.",
    },
    {
      title: "Lockouts at Town Center and the beach",
      text:
        "Keys left in the car at the Town Center cinema, a restaurant in European Village or a beach walkover " +
        "on A1A.",
    },
    {
      title: "Trucks on the I-95 corridor",
      text:
        "Semis and box trucks with blown trailer tires or air leaks between the Palm Coast exits, fixed on " +
        "the shoulder instead of towed.",
    },
  ],
  services: {
    "emergency-24-hour-tire-repair":
      "Blowouts on I-95 between the SR-100 and Palm Coast Parkway exits, and late-night flats anywhere in " +
      "the sections, handled around the clock.",
    "mobile-tire-repair-near-me":
      `Driveway tire repair across Palm Coast, from Pine Lakes to Palm Harbor. Most ` +
      `repairs and replacements run ${prices.tireRepair}.`,
    "jump-start-battery-service-fl":
      `Jump starts from ${prices.jumpStart} for cars that sat all summer, and new ` +
      `batteries fitted in your own garage.`,
    "vehicle-lockout-service-fl":
      "Damage-free entry in Town Center lots, at the Flagler County beaches and outside your own front door.",
    "emergency-fuel-delivery-fl":
      "Gas brought to drivers who ran dry on the quiet stretch of US-1 or on the way to the Hammock.",
    "mobile-engine-diagnostics-fl":
      "Check engine lights read in the driveway, so you know whether the car can wait before driving it to a shop.",
    "diesel-roadside-assistance-near-me":
      "Semi and box-truck repairs along I-95 and US-1, plus the contractors' trucks that keep Palm Coast building.",
    "engine-services-near-me":
      "Cooling, starting and fuel-system repairs at your home or business, from the Hammock to Seminole Woods.",
  },
  ctaTitle: "Stranded in Palm Coast? We Are Probably Close By",
  ctaText: "Call with your section and street, or the I-95 mile marker, and a technician heads your way.",
  faqs: [
    {
      q: "How fast can you reach me in Palm Coast?",
      a:
        `Palm Coast is where our trucks start their day, so calls here are often the quickest we run. The ` +
        `company-wide average is ${claims.averageResponseMinutes} minutes, and we give you a real arrival ` +
        `time when you call.`,
    },
    {
      q: "Do you come to the Hammock and Flagler Beach?",
      a:
        "Yes. The Hammock, Flagler Beach, Bunnell and Beverly Beach are all a short drive from our base, and " +
        "we cover them day and night.",
    },
    {
      q: "Can you fix a flat in my garage or driveway in Palm Coast?",
      a:
        "Yes. We only need room to park next to the car and a reasonably level spot for the jack. HOA " +
        "neighbourhoods are no problem; we leave nothing behind.",
    },
  ],
};

export const jsonLd = __PRERENDER__ ? () => locationJsonLd(content) : undefined;

export default function Page() {
  return <LocationPage content={content} />;
}
