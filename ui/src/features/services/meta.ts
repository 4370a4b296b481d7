// Head tags of the service pages. Kept apart from the page bodies so the route
// table (in the first-load bundle) stays small while each body is its own chunk.
import { business } from "../../content/business";
import type { PageMeta } from "../../lib/seo";

const { claims, prices } = business;

export const serviceMeta: Record<string, PageMeta> = {
  "emergency-24-hour-tire-repair": {
    title: "Emergency 24 Hour Tire Repair | Mobile Flat Tire Help NE Florida",
    description:
      `Flat tire or blowout at any hour? Our 24-hour emergency tire repair trucks reach Palm Coast, ` +
      `Daytona Beach, St. Augustine and Jacksonville drivers in about ${claims.averageResponseMinutes} ` +
      `minutes.`,
    keywords:
      "emergency tire repair, 24 hour tire repair, flat tire help, blowout repair, mobile tire service Palm Coast",
  },
  "mobile-tire-repair-near-me": {
    title: "Mobile Tire Repair Near Me | We Come To You in NE Florida",
    description:
      `Mobile tire repair and replacement at your home, job site or roadside. Patches, plugs, new ` +
      `tires and balancing from ${prices.tireRepair}, across Flagler, Volusia, St. Johns and Duval ` +
      `counties.`,
    keywords: "mobile tire repair near me, tire repair at home, roadside tire replacement, mobile tire service Florida",
  },
  "jump-start-battery-service-fl": {
    title: "Jump Start & Battery Service FL | 12V and 24V Mobile Battery Help",
    description:
      `Dead battery? Mobile jump starts from ${prices.jumpStart}, battery testing and on-site ` +
      `replacement with ${business.batteryWarrantyYears} year warranties for cars, trucks and 24V ` +
      `diesel rigs. Open 24/7.`,
    keywords:
      "jump start service, mobile battery replacement, dead battery help, 24V truck jump start, battery " +
      "service Palm Coast",
  },
  "mobile-engine-diagnostics-fl": {
    title: "Mobile Engine Diagnostics FL | ECU Scan, Live Data & DPF Regen",
    description:
      `Check engine light or derate? We scan the ECU, read live data and run forced DPF regenerations ` +
      `where your car or truck is parked, anywhere within ${business.serviceRadiusMiles} miles of Palm ` +
      `Coast.`,
    keywords:
      "mobile engine diagnostics, check engine light, ECU scan, forced DPF regeneration, diesel diagnostics Florida",
  },
  "vehicle-lockout-service-fl": {
    title: "Vehicle Lockout Service FL | Fast Damage-Free Car & Truck Unlock",
    description:
      `Locked out of your car, truck or RV? Damage-free entry by trained technicians, 24/7, usually ` +
      `within ${claims.averageResponseMinutes} minutes. Valid photo ID and proof of ownership ` +
      `required.`,
    keywords: "car lockout service, locked keys in car, vehicle unlock, truck lockout, lockout service Daytona Beach",
  },
  "emergency-fuel-delivery-fl": {
    title: `Emergency Fuel Delivery FL | Gas & Diesel Delivered in ${claims.fuelResponseMinutes} Minutes`,
    description:
      `Ran out of gas or diesel? We deliver fuel to cars, pickups and semi-trucks on I-95, I-4 and ` +
      `local roads, with an average arrival of about ${claims.fuelResponseMinutes} minutes.`,
    keywords:
      "emergency fuel delivery, out of gas help, diesel delivery truck, roadside fuel service, gas delivery near me",
  },
  "diesel-roadside-assistance-near-me": {
    title: "Diesel Roadside Assistance Near Me | Semi & Fleet Truck Repair",
    description:
      "Diesel roadside assistance for semis, box trucks, buses and fleets: air systems, DEF/DPF faults, " +
      "fuel, electrical and tires, fixed on the shoulder 24/7.",
    keywords:
      "diesel roadside assistance, semi truck repair near me, mobile diesel mechanic, fleet roadside " +
      "service, truck breakdown help",
  },
  "engine-services-near-me": {
    title: "Engine Services Near Me | Mobile Diesel & Gas Engine Repair",
    description:
      "Mobile engine repair for Cummins, Caterpillar, Detroit Diesel and International engines plus gas " +
      "cars and pickups: cooling, fuel, turbo and starting problems fixed on site.",
    keywords:
      "engine repair near me, mobile diesel engine repair, Cummins repair, Caterpillar engine service, " +
      "Detroit Diesel mechanic",
  },
  "24-7-tire-shop-near-me": {
    title: "24/7 Tire Shop Near Me | Mobile Tire Shop for Cars, Trucks & Bikes",
    description:
      "A full tire shop on wheels, open 24/7: replacement, repair, balancing, rotation, pressure checks, " +
      "inspections, commercial and motorcycle tires, and wholesale pricing.",
    keywords:
      "24 hour tire shop, tire shop near me, mobile tire shop, commercial truck tires, motorcycle tire replacement",
  },
};
