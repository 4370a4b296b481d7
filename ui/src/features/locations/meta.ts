// Head tags of the location pages (see services/meta.ts for why they stand apart).
import { business } from "../../content/business";
import type { PageMeta } from "../../lib/seo";

export const locationMeta: Record<string, PageMeta> = {
  "palm-coast": {
    title: "Roadside Assistance Palm Coast FL | 24/7 Mobile Tire & Diesel Repair",
    description:
      `Palm Coast's local 24/7 roadside crew: flat tires, jump starts, lockouts, fuel and diesel ` +
      `repair on Palm Coast Parkway, SR-100, US-1 and I-95, usually within ` +
      `${business.claims.averageResponseMinutes} minutes.`,
    keywords:
      "roadside assistance Palm Coast, mobile tire repair Palm Coast, tow alternative Palm Coast FL, jump " +
      "start Palm Coast",
  },
  "daytona-beach": {
    title: "Roadside Assistance Daytona Beach FL | Mobile Tire & Truck Repair",
    description:
      "Stuck on International Speedway Blvd, I-95 or I-4 in Daytona Beach? Mobile tire repair, jump starts, " +
      "lockouts and diesel truck service 24/7.",
    keywords:
      "roadside assistance Daytona Beach, mobile tire repair Daytona, truck repair Daytona Beach, lockout " +
      "Daytona Beach",
  },
  "st-augustine": {
    title: "Roadside Assistance St. Augustine FL | 24/7 Mobile Mechanic",
    description:
      "Mobile roadside help in St. Augustine: lockouts downtown, flat tires on US-1, SR-16 and A1A, and " +
      "diesel repairs on I-95, day and night.",
    keywords:
      "roadside assistance St Augustine, mobile mechanic St Augustine, flat tire St Augustine, car lockout " +
      "St Augustine",
  },
  "ormond-beach": {
    title: "Roadside Assistance Ormond Beach FL | Mobile Tire & Battery Service",
    description:
      "Ormond Beach roadside service on Granada Blvd, the Ormond Scenic Loop, Nova Road and I-95: tires, " +
      "batteries, fuel, lockouts and engine diagnostics.",
    keywords:
      "roadside assistance Ormond Beach, mobile tire Ormond Beach, battery service Ormond Beach, jump start " +
      "Ormond Beach",
  },
  jacksonville: {
    title: "Roadside Assistance Jacksonville FL | Mobile Diesel & Tire Repair",
    description:
      "Jacksonville mobile truck and car repair on I-95, I-295, I-10 and around JAXPORT: diesel roadside " +
      "assistance, tires, fuel and diagnostics 24/7.",
    keywords:
      "roadside assistance Jacksonville, mobile diesel repair Jacksonville, truck tire repair Jacksonville, " +
      "semi repair Jacksonville",
  },
  palatka: {
    title: "Roadside Assistance Palatka FL | Mobile Tire, Fuel & Battery Help",
    description:
      "Broken down on US-17, SR-19 or SR-20 near Palatka? Our mobile technicians bring tires, fuel, " +
      "batteries and diesel tools to rural Putnam County roads.",
    keywords:
      "roadside assistance Palatka, mobile tire repair Palatka, fuel delivery Palatka, tow alternative Putnam County",
  },
  gainesville: {
    title: "Roadside Assistance Gainesville FL | Mobile Truck & Car Repair",
    description:
      "Gainesville roadside help on I-75, Archer Road and around campus: truck breakdowns, flat tires, dead " +
      "batteries and lockouts handled on site.",
    keywords: "roadside assistance Gainesville, I-75 truck repair, mobile tire Gainesville, jump start Gainesville FL",
  },
  deland: {
    title: "Roadside Assistance DeLand FL | 24/7 Mobile Tire & Engine Service",
    description:
      "DeLand drivers on Woodland Blvd, SR-44, US-17 and the I-4 corridor get mobile tire repair, jump " +
      "starts, lockouts and diagnostics, day or night.",
    keywords: "roadside assistance DeLand, mobile tire repair DeLand, jump start DeLand FL, lockout service DeLand",
  },
};
