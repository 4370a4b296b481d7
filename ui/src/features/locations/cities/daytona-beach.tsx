import { business } from "../../../content/business";
import { LocationPage, locationJsonLd, type CityContent } from "../LocationPage";

const { claims, prices } = business;

const content: CityContent = {
  slug: "daytona-beach",
  headline: "Roadside Assistance and Truck Repair in Daytona Beach, FL",
  lead:
    "Race traffic, beach driving and the I-95 and I-4 interchange: Daytona Beach keeps us busy, and we " +
    "know its roads in every season.",
  introTitle: "Mobile Repairs for the World's Most Famous Beach",
  intro: [
    "Daytona Beach is three cities in one. There is the everyday town of commuters on Nova Road and Clyde " +
      "Morris Boulevard; the visitor town along Atlantic Avenue and the sand; and the event town that " +
      "swells with hundreds of thousands of fans for Speedweeks in February, Bike Week in March and " +
      "Biketoberfest in October.",
    `Each brings its own breakdowns. We plan for the big weekends, keep motorcycle and trailer tires on ` +
      `the truck, and still hold an average response of ${claims.averageResponseMinutes} minutes for the ` +
      `regular Tuesday-night flat on Beville Road. When traffic is at a standstill on International ` +
      `Speedway Boulevard, our technicians know the back ways in.`,
  ],
  roadsTitle: "Where We Work Around Daytona Beach",
  roads: [
    {
      name: "International Speedway Boulevard",
      text:
        "US-92 from the Speedway and the airport to the beachside bridge, the busiest corridor in town on " +
        "race days.",
    },
    {
      name: "The I-95 and I-4 interchange",
      text:
        "The tangle of ramps west of town where cars and semis coming from Orlando merge, and where blowouts " +
        "back up traffic fast.",
    },
    {
      name: "Atlantic Avenue and the beach",
      text: "A1A hotels, the boardwalk and the beach driving areas, where soft sand and salt take a toll on vehicles.",
    },
    {
      name: "LPGA Boulevard and Tomoka Farms Road",
      text: "New neighbourhoods, Tanger Outlets and distribution warehouses on the growing west side.",
    },
    {
      name: "Beville Road, Nova Road and Mason Avenue",
      text:
        "The everyday commuter grid between the river and I-95, with shopping plazas, schools and the college " +
        "campuses.",
    },
  ],
  callsTitle: "Typical Daytona Beach Breakdowns",
  calls: [
    {
      title: "Event-week motorcycle and trailer tires",
      text:
        "Bike Week and Biketoberfest riders with punctures far from home, and haulers whose trailer tires " +
        "gave out on the way to the track.",
    },
    {
      title: "Stuck or dead on the sand",
      text:
        "Batteries drained by music and lights on the beach, and visitors who parked in soft sand. We jump " +
        "them and help them back to firm ground.",
    },
    {
      title: "Overheating in race traffic",
      text:
        "Cars idling for an hour on ISB with the air on high. We diagnose cooling problems on the spot and " +
        "tell you if it is safe to drive.",
    },
    {
      title: "Hotel parking-lot lockouts",
      text: "Keys locked in rental cars and family vans along A1A, usually with beach bags and a cooler still inside.",
    },
  ],
  services: {
    "emergency-24-hour-tire-repair":
      "Night-time flats on the Speedway corridor and blowouts at the I-95/I-4 ramps, repaired on the spot " +
      "before rush hour builds.",
    "mobile-tire-repair-near-me":
      `Tire repairs at hotels, campuses and homes across Daytona Beach and Holly ` +
      `Hill, usually ${prices.tireRepair}.`,
    "jump-start-battery-service-fl":
      `Beach and event-weekend jump starts from ${prices.jumpStart}, including ` + `motorcycles, RVs and 24V haulers.`,
    "vehicle-lockout-service-fl":
      "Rental cars and family vans opened without damage at hotels, restaurants and the boardwalk.",
    "emergency-fuel-delivery-fl": "Fuel for drivers who ran dry in standstill race traffic or on I-4 heading west.",
    "mobile-engine-diagnostics-fl":
      "Warning lights and overheating read at your hotel or driveway, before a long drive home.",
    "diesel-roadside-assistance-near-me":
      "Race haulers, tour buses and distribution trucks repaired along I-95, I-4 and LPGA Boulevard.",
    "engine-services-near-me":
      "Starters, alternators and cooling systems repaired at homes and businesses across Volusia's coast.",
  },
  ctaTitle: "Broken Down in Daytona Beach Right Now?",
  ctaText: "Tell us the cross street, the hotel name or the beach approach, and we send the nearest technician.",
  faqs: [
    {
      q: "Do you work during Speedweeks and Bike Week?",
      a:
        "Yes, those are some of our busiest days. Expect heavy traffic; we use the side streets and give you " +
        "an honest arrival time when you call.",
    },
    {
      q: "Can you help if my car is stuck or dead on the beach?",
      a:
        "We jump-start dead batteries on the beach driving areas and help with vehicles that sank into soft " +
        "sand where it is allowed and safe. Beach rules and tides apply, so call early.",
    },
    {
      q: "Do you repair motorcycle tires in Daytona Beach?",
      a:
        "Yes. We repair and replace motorcycle tires at your hotel, campground or the roadside, which is a " +
        "lifesaver during event weeks when shops are booked solid.",
    },
  ],
};

export const jsonLd = __PRERENDER__ ? () => locationJsonLd(content) : undefined;

export default function Page() {
  return <LocationPage content={content} />;
}
