import { business } from "../../../content/business";
import { LocationPage, locationJsonLd, type CityContent } from "../LocationPage";

const { claims, prices } = business;

const content: CityContent = {
  slug: "st-augustine",
  headline: "Mobile Mechanic and Roadside Help in St. Augustine, FL",
  lead:
    "From the narrow streets of the historic district to the outlet traffic on SR-16, we bring the repair " +
    "to you instead of the tow truck.",
  introTitle: "Roadside Service in the Nation's Oldest City",
  intro: [
    "St. Augustine was laid out for horses and foot traffic, not tow trucks. A flatbed cannot easily " +
      "reach a car parked on a brick lane near the Castillo de San Marcos, and nobody wants to lose an " +
      "evening of vacation waiting for one. A service truck and a technician with a jack, a jump pack and a " +
      "lockout kit is usually all it takes.",
    `Beyond downtown, St. Johns County is growing fast: new subdivisions along SR-16 and County Road 210, ` +
      `the World Golf Village area, and the stretch of US-1 down to Moultrie. We cover all of it, and the ` +
      `average response across our area is ${claims.averageResponseMinutes} minutes. Visitors in rental ` +
      `cars, residents on the island and truckers on I-95 all get the same careful service.`,
  ],
  roadsTitle: "St. Augustine Roads and Landmarks",
  roads: [
    {
      name: "The historic district",
      text:
        "King Street, San Marco Avenue and the lanes around the Plaza, the Castillo and Flagler College, " +
        "where parking is tight and lockouts are common.",
    },
    {
      name: "Bridge of Lions and Anastasia Island",
      text:
        "A1A across the bay to St. Augustine Beach, the lighthouse and the state park, with sand, salt and " +
        "summer traffic.",
    },
    {
      name: "SR-16 and the outlets",
      text:
        "The I-95 exit 318 area with the outlet mall, hotels and fast-growing neighbourhoods heading west " +
        "toward Green Cove Springs.",
    },
    {
      name: "US-1 (Ponce de Leon Boulevard)",
      text:
        "The main north-south route through town, lined with shops, auto businesses and the occasional " +
        "stranded delivery truck.",
    },
    {
      name: "I-95 from SR-206 to International Golf Parkway",
      text:
        "Exits 305 to 323, including the SR-207 and SR-16 interchanges, where long-haul trucks and holiday " +
        "traffic share the lanes.",
    },
  ],
  callsTitle: "Calls We Get Most in St. Augustine",
  calls: [
    {
      title: "Keys locked in at the historic district",
      text:
        "Visitors who locked the keys in the car at the parking garage or a side street while exploring on " +
        "foot. We open it without damage and check your ID.",
    },
    {
      title: "Flat tires from curbs and potholes",
      text:
        "Tight turns on old streets chew up sidewalls. We replace the tire on the spot when a repair would " +
        "not be safe.",
    },
    {
      title: "Dead batteries at the beach",
      text:
        "Hatchbacks left open for beach gear and cars sitting in the sun at St. Augustine Beach lots, revived " +
        "with a jump or a new battery.",
    },
    {
      title: "Holiday-season I-95 breakdowns",
      text:
        "During Nights of Lights and summer weekends, I-95 fills with families and trucks. We handle their " +
        "tires, fuel and batteries on the shoulder.",
    },
  ],
  services: {
    "emergency-24-hour-tire-repair":
      "Late-night flats on US-1 and blowouts on the I-95 stretch near SR-16 and SR-207, fixed any hour.",
    "mobile-tire-repair-near-me":
      `Tire repairs at homes in World Golf Village, along County Road 210 and on ` +
      `Anastasia Island, usually ${prices.tireRepair}.`,
    "jump-start-battery-service-fl":
      `Jump starts from ${prices.jumpStart} at beach lots, hotels and downtown ` +
      `garages, with batteries replaced on site.`,
    "vehicle-lockout-service-fl":
      "Careful entry for locked cars near the Plaza and the bayfront, with photo ID and proof of ownership checked.",
    "emergency-fuel-delivery-fl":
      "Gas and diesel for drivers stranded on SR-207 toward Hastings or on the rural edges of St. Johns County.",
    "mobile-engine-diagnostics-fl":
      "Warning lights checked at your rental, home or hotel, so a vacation drive home is not a gamble.",
    "diesel-roadside-assistance-near-me":
      "Trucks serving the outlets, hotels and farms, plus long-haul rigs on I-95, repaired where they stopped.",
    "engine-services-near-me":
      "Mobile engine repairs for residents and businesses from Vilano Beach to the SR-16 corridor.",
  },
  ctaTitle: "Stuck in St. Augustine? Stay Put, We Will Come to You",
  ctaText: "Give us the street, the parking garage level or the I-95 exit number and a technician heads your way.",
  faqs: [
    {
      q: "Can you reach cars parked in the historic district?",
      a:
        "Yes. We park as close as the street allows and carry the equipment the last few steps if the car is " +
        "in a tight spot or a garage.",
    },
    {
      q: "I am visiting and locked my rental car. What do I need?",
      a:
        `${business.lockoutRequirement} For a rental, the rental agreement works as proof, together with your ` +
        `driver's licence.`,
    },
    {
      q: "Do you cover St. Augustine Beach and Vilano Beach?",
      a:
        "Yes. Anastasia Island, St. Augustine Beach, Vilano Beach and Crescent Beach are all inside our " +
        "service area, day and night.",
    },
  ],
};

export const jsonLd = __PRERENDER__ ? () => locationJsonLd(content) : undefined;

export default function Page() {
  return <LocationPage content={content} />;
}
