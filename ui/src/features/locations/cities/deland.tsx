import { business } from "../../../content/business";
import { LocationPage, locationJsonLd, type CityContent } from "../LocationPage";

const { claims, prices } = business;

const content: CityContent = {
  slug: "deland",
  headline: "DeLand Roadside Assistance and Mobile Tire Service, Day or Night",
  lead:
    "Woodland Boulevard, SR-44 and the I-4 corridor: tire, battery and lockout help for DeLand, Orange " +
    "City and West Volusia.",
  introTitle: "West Volusia's Mobile Repair Service",
  intro: [
    "DeLand is the county seat of Volusia, a college town around Stetson University and the gateway to " +
      "the St. Johns River side of the county. Its roads mix a walkable historic downtown with fast highway " +
      "traffic on I-4, citrus-country two-lanes on US-17 and the nursery and fern-growing areas north " +
      "toward DeLeon Springs and Pierson.",
    `That mix means a busy day for a roadside crew: a blowout on I-4 at rush hour, a dead battery outside ` +
      `a downtown restaurant, a nursery truck with an air leak on a county road. We handle all of them with ` +
      `an average response of ${claims.averageResponseMinutes} minutes, and most jobs finish where the ` +
      `vehicle stopped, without a tow.`,
  ],
  roadsTitle: "DeLand Roads and Places We Cover",
  roads: [
    {
      name: "I-4 exits 114 and 118",
      text:
        "The SR-472 and SR-44 interchanges, where Orlando traffic and trucks meet DeLand and Orange City, and " +
        "blowouts are common.",
    },
    {
      name: "Woodland Boulevard (US-17/92)",
      text: "From Stetson and the historic downtown south toward Orange City and north toward DeLeon Springs.",
    },
    {
      name: "SR-44 (New York Avenue)",
      text:
        "East to I-4 and New Smyrna Beach, and west over the Whitehair Bridge across the St. Johns into Lake " +
        "County.",
    },
    {
      name: "The airport and the skydiving centre",
      text: "DeLand Municipal Airport and its skydiving drop zone, busy with visitors in rental cars every weekend.",
    },
    {
      name: "Blue Spring, Hontoon and the river",
      text: "The parks and boat ramps along the St. Johns, crowded when manatees gather at Blue Spring in winter.",
    },
  ],
  callsTitle: "Why DeLand Drivers Call Us",
  calls: [
    {
      title: "I-4 blowouts and flats",
      text:
        "Tires that fail at highway speed between Orange City and the SR-44 exit. We get you off the shoulder " +
        "fast.",
    },
    {
      title: "Nursery and fernery trucks",
      text:
        "Box trucks and pickups serving the nurseries north of town, with tire, battery and electrical faults " +
        "on rural roads.",
    },
    {
      title: "Downtown and campus lockouts",
      text: "Keys locked in the car on Woodland Boulevard, near Stetson or at a downtown event.",
    },
    {
      title: "Dead batteries at the parks",
      text: "Cars that will not start after a day at Blue Spring, Hontoon Island or DeLeon Springs.",
    },
  ],
  services: {
    "emergency-24-hour-tire-repair":
      "Round-the-clock tire help on I-4 between exits 114 and 118 and on the dark stretches of US-17.",
    "mobile-tire-repair-near-me":
      `Driveway and campus tire repair across DeLand, Orange City and Lake Helen, ` + `usually ${prices.tireRepair}.`,
    "jump-start-battery-service-fl":
      `Jump starts from ${prices.jumpStart} at parks, downtown lots and the ` +
      `airport, with new batteries fitted on site.`,
    "vehicle-lockout-service-fl":
      "Careful unlocks for students, visitors and skydivers, with photo ID and proof of ownership checked.",
    "emergency-fuel-delivery-fl":
      "Fuel delivered on SR-44 west of the river and on US-17 toward Pierson, where stations are sparse.",
    "mobile-engine-diagnostics-fl":
      "Check engine and derate diagnostics for commuters' cars and the nursery fleets of West Volusia.",
    "diesel-roadside-assistance-near-me":
      "I-4 truck breakdowns and farm and nursery trucks repaired where they stopped.",
    "engine-services-near-me":
      "Mobile engine repair in West Volusia: cooling, fuel, starters and alternators at your home or yard.",
  },
  ctaTitle: "Stuck in DeLand or on I-4?",
  ctaText:
    "Call with the exit number and direction, a downtown cross street or the park name, and a technician " +
    "is on the way.",
  faqs: [
    {
      q: "Do you cover I-4 between DeLand and Orange City?",
      a:
        "Yes. The SR-472 and SR-44 interchanges and the interstate between them are well inside our service " +
        "area, and we cover them day and night.",
    },
    {
      q: "Can you help Stetson students with dead batteries or lockouts?",
      a:
        `Yes. We jump-start cars in campus-area lots from ${prices.jumpStart} and open locked cars once the ` +
        `student shows a photo ID and the registration.`,
    },
    {
      q: "Do you serve DeLeon Springs, Lake Helen and Orange City?",
      a:
        "Yes. All of West Volusia is inside our service area, including DeLeon Springs, Pierson, Lake Helen, " +
        "Orange City and Deltona.",
    },
  ],
};

export const jsonLd = __PRERENDER__ ? () => locationJsonLd(content) : undefined;

export default function Page() {
  return <LocationPage content={content} />;
}
