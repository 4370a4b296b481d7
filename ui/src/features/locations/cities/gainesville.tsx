import { business } from "../../../content/business";
import { LocationPage, locationJsonLd, type CityContent } from "../LocationPage";

const { claims, prices } = business;

const content: CityContent = {
  slug: "gainesville",
  headline: "Gainesville Roadside Assistance: I-75 Truck Repair, Tires and Jump Starts",
  lead:
    "From semis on I-75 to students with a dead battery on Archer Road, we bring mobile repair to " +
    "Gainesville and Alachua County.",
  introTitle: "Interstate Trucks and a College Town",
  intro: [
    "Gainesville has two kinds of traffic. I-75 carries a heavy stream of tractor-trailers between " +
      "Georgia and South Florida, right along the west side of town. Inside the city, the University of " +
      "Florida and Santa Fe College bring tens of thousands of students whose cars sit for weeks between " +
      "breaks, then get asked to start on the first day of term.",
    `We serve both. Gainesville is at the western edge of our ${business.serviceRadiusMiles}-mile radius ` +
      `from Palm Coast, so we tell you an honest arrival time when you call; the ` +
      `${claims.averageResponseMinutes}-minute figure is our average across the whole service area. ` +
      `Whatever the wait, a repair on the spot usually beats a tow and a shop queue.`,
  ],
  roadsTitle: "Gainesville Roads, Exits and Landmarks",
  roads: [
    {
      name: "I-75 through Alachua County",
      text:
        "From the Williston Road exit past Archer Road, Newberry Road and 39th Avenue to the city of Alachua, " +
        "with heavy truck traffic around the clock.",
    },
    {
      name: "Paynes Prairie",
      text:
        "I-75 and US-441 cross the prairie south of town, where there is nowhere to pull off and fog or smoke " +
        "can close the road.",
    },
    {
      name: "Archer Road and Butler Plaza",
      text:
        "The busy retail corridor by the hospital district and the south edge of campus, full of apartments " +
        "and parking lots.",
    },
    {
      name: "University Avenue and 13th Street",
      text: "The campus grid around the stadium, with tight parking and game-day crowds on autumn Saturdays.",
    },
    {
      name: "Newberry Road and Waldo Road",
      text: "The mall and the west-side neighbourhoods, and the road out past the airport toward Waldo and Starke.",
    },
  ],
  callsTitle: "The Calls We Get From Gainesville",
  calls: [
    {
      title: "Semi breakdowns on I-75",
      text:
        "Tire failures, air leaks and derates on loaded trucks passing through. We come out with commercial " +
        "tires and heavy-duty scan tools.",
    },
    {
      title: "Start-of-term dead batteries",
      text:
        "Student cars that sat all summer or over winter break in apartment lots. A jump and a battery test, " +
        "or a new battery with a warranty.",
    },
    {
      title: "Game-day lockouts",
      text:
        "Keys locked in the car near the stadium or in an apartment complex lot. We open it without damage " +
        "once ID is checked.",
    },
    {
      title: "Prairie and rural flats",
      text: "Flat tires on US-441 and the county roads toward Micanopy and Hawthorne, far from a tire shop.",
    },
  ],
  services: {
    "emergency-24-hour-tire-repair":
      "Night-time car and truck tire calls on I-75 and US-441, including blowouts near Paynes Prairie.",
    "mobile-tire-repair-near-me":
      `Tire repair in apartment lots, campus-area streets and homes from Haile ` +
      `Plantation to Millhopper, usually ${prices.tireRepair}.`,
    "jump-start-battery-service-fl":
      `Student and commuter jump starts from ${prices.jumpStart}, plus 24V starts ` + `for trucks on I-75.`,
    "vehicle-lockout-service-fl": "Damage-free unlocks at apartment complexes, Butler Plaza and game-day parking.",
    "emergency-fuel-delivery-fl":
      "Gas and diesel for drivers who ran dry on I-75 or SR-20 between Gainesville and Palatka.",
    "mobile-engine-diagnostics-fl":
      "Warning lights scanned before a long drive home for the holidays, and forced DPF regens for trucks.",
    "diesel-roadside-assistance-near-me":
      "I-75 semi repairs: tires, air systems, electrical and aftertreatment faults, fixed on the shoulder.",
    "engine-services-near-me": "On-site engine repairs for fleets and residents across Alachua County.",
  },
  ctaTitle: "Broken Down in Gainesville or on I-75?",
  ctaText:
    "Tell us the exit number or mile marker and direction, or your apartment complex and parking spot, " +
    "and we will dispatch.",
  faqs: [
    {
      q: "Do you help semi-trucks broken down on I-75 near Gainesville?",
      a:
        "Yes. We repair commercial tires, air systems, electrical faults and aftertreatment problems on the " +
        "shoulder, and we give you an honest arrival time when you call.",
    },
    {
      q: "My car sat all summer and will not start. Can you help?",
      a:
        `Yes. We jump-start it, test the battery and charging system, and replace the battery on the spot if ` +
        `it is done. Jump starts run ${prices.jumpStart}.`,
    },
    {
      q: "How long will it take you to reach Gainesville?",
      a:
        `Gainesville is near the western edge of our ${business.serviceRadiusMiles}-mile radius, so times ` +
        `vary more than in Flagler or Volusia County. Call and we give you a real arrival time before you ` +
        `decide.`,
    },
  ],
};

export const jsonLd = __PRERENDER__ ? () => locationJsonLd(content) : undefined;

export default function Page() {
  return <LocationPage content={content} />;
}
