import { business } from "../../../content/business";
import { LocationPage, locationJsonLd, type CityContent } from "../LocationPage";

const { claims, prices } = business;

const content: CityContent = {
  slug: "palatka",
  headline: "Roadside Assistance in Palatka and Putnam County, FL",
  lead:
    "On US-17, SR-19, SR-20 or a county road by the St. Johns River, help is usually far away. We bring " +
    "tires, fuel and batteries to you.",
  introTitle: "Rural Roads Need a Rescue That Comes to Them",
  intro: [
    "Putnam County is river country: the St. Johns winds past Palatka, fish camps dot the banks, and long " +
      "two-lane highways connect small towns like Interlachen, Crescent City, San Mateo and Welaka. It is " +
      "beautiful driving, right up until a tire fails twenty miles from the nearest shop.",
    `A tow from a Putnam County back road can take hours and cost more than the repair. We send a fully ` +
      `equipped service truck instead. Palatka sits inside our ${business.serviceRadiusMiles}-mile radius, ` +
      `an easy run west from our Palm Coast base on SR-100, and most problems are fixed where you stopped. ` +
      `The ${claims.averageResponseMinutes}-minute figure is our area-wide average; for remote spots we ` +
      `tell you honestly how long it will take.`,
  ],
  roadsTitle: "Putnam County Highways and Landmarks",
  roads: [
    {
      name: "US-17 and the Memorial Bridge",
      text:
        "The main road through Palatka over the St. Johns River, north to Green Cove Springs and south " +
        "through San Mateo to Crescent City.",
    },
    {
      name: "SR-20 west to Interlachen",
      text: "The highway toward Gainesville through lakes, pine forest and long gaps between stations.",
    },
    {
      name: "SR-19 and the forest roads",
      text: "South toward the Ocala National Forest, popular with campers, boaters and hunters pulling trailers.",
    },
    {
      name: "SR-100 and SR-207",
      text:
        "East to Bunnell and Palm Coast, and north-east through the potato and cabbage farms toward Hastings " +
        "and St. Augustine.",
    },
    {
      name: "Downtown Palatka and the riverfront",
      text: "St. Johns Avenue, the riverfront park and Ravine Gardens State Park, busy during the Blue Crab Festival.",
    },
  ],
  callsTitle: "What Breaks Down Around Palatka",
  calls: [
    {
      title: "Boat-trailer tire blowouts",
      text:
        "Trailer tires that sat all winter and failed on the way to a ramp on the St. Johns or Crescent Lake. " +
        "We carry common trailer sizes.",
    },
    {
      title: "Log and farm truck repairs",
      text:
        "Timber trucks serving the paper mill and produce trucks from the farms, with tire, air and " +
        "electrical problems on narrow shoulders.",
    },
    {
      title: "Out of fuel between towns",
      text:
        "Drivers who counted on a station that closed early. We deliver gas or diesel to the county road " +
        "where you stopped.",
    },
    {
      title: "Dead batteries at fish camps",
      text:
        "Trucks left at a river camp for the weekend that will not start for the drive home. We jump them or " +
        "fit a new battery on site.",
    },
  ],
  services: {
    "emergency-24-hour-tire-repair":
      "Flat and blowout calls on dark stretches of US-17, SR-19 and SR-20, answered any hour.",
    "mobile-tire-repair-near-me":
      `Tire repair at homes, farms and fish camps across Putnam County, typically ` + `${prices.tireRepair}.`,
    "jump-start-battery-service-fl":
      `Jump starts from ${prices.jumpStart} for trucks, boats on trailers and farm ` +
      `pickups, with ${business.batteryWarrantyYears} year warranty batteries.`,
    "vehicle-lockout-service-fl":
      "Keys locked in at boat ramps, river parks and downtown Palatka, opened without damage.",
    "emergency-fuel-delivery-fl": "Gas and diesel run out to rural Putnam roads where the next station is miles away.",
    "mobile-engine-diagnostics-fl":
      "Warning lights and rough running diagnosed on the farm or the roadside, no tow to town needed.",
    "diesel-roadside-assistance-near-me":
      "Timber, farm and delivery trucks repaired on US-17 and SR-20, including air brakes and tires.",
    "engine-services-near-me":
      "Starters, alternators, cooling and fuel repairs for work trucks and family cars across the county.",
  },
  ctaTitle: "Stranded Near Palatka? Do Not Wait Hours for a Tow",
  ctaText:
    "Tell us the highway, the nearest crossroad or landmark, or share a GPS pin, and a technician heads your way.",
  faqs: [
    {
      q: "Do you really come out to rural Putnam County?",
      a:
        `Yes. Palatka and the surrounding towns are inside our ${business.serviceRadiusMiles}-mile service ` +
        `radius. We tell you the arrival time when you call, which on remote roads is often far quicker than ` +
        `a tow.`,
    },
    {
      q: "Can you fix a boat-trailer tire at the ramp?",
      a: "Yes. We repair or replace trailer tires and check the bearings and the spare, so you can get the boat home.",
    },
    {
      q: "What if I have no phone signal where I broke down?",
      a:
        "Walk or drive slowly to where you get a signal, note the road name and a landmark such as a bridge, " +
        "church or crossroad, and call us. We find you from that.",
    },
  ],
};

export const jsonLd = __PRERENDER__ ? () => locationJsonLd(content) : undefined;

export default function Page() {
  return <LocationPage content={content} />;
}
