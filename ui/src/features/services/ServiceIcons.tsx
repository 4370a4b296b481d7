// Inline SVG icons of the service pages: decorative, fixed size, no requests.
import type { ReactNode, SVGProps } from "react";
import { ClockIcon, PinIcon, ShieldIcon, TruckIcon, WrenchIcon, iconFrame } from "../../components/icons";

// The shared icon frame, with the class these icons are styled by.
const base = (size: number): SVGProps<SVGSVGElement> => ({ ...iconFrame(size), className: "icon" });

export function TireIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v6M12 16v6M2 12h6M16 12h6" />
    </svg>
  );
}

export function BatteryIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <rect x="2" y="7" width="18" height="12" rx="2" />
      <path d="M6 4v3M16 4v3M22 11v4M6 13h4M8 11v4M13 13h4" />
    </svg>
  );
}

export function KeyIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <circle cx="7.5" cy="15.5" r="5.5" />
      <path d="M11.5 11.5 21 2M17 6l3 3M14 9l2 2" />
    </svg>
  );
}

export function FuelIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M3 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18M2 22h14M6 7h6" />
      <path d="M15 12h2a2 2 0 0 1 2 2v3a1.5 1.5 0 0 0 3 0V9l-3-3" />
    </svg>
  );
}

export function GaugeIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M3.5 18a10 10 0 1 1 17 0" />
      <path d="M12 14l4-5" />
      <circle cx="12" cy="14" r="1.5" />
    </svg>
  );
}

export function BoltIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
    </svg>
  );
}

export function EngineIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M4 9h3V7h8l2 3h2v-2h2v9h-2v-2h-2l-2 3H8l-2-3H4z" />
      <path d="M2 11v4M9 4h5M11.5 4v3" />
    </svg>
  );
}

export function CheckIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

export { ClockIcon, PinIcon, ShieldIcon, TruckIcon, WrenchIcon };

const bySlug: Record<string, (p: { size?: number }) => ReactNode> = {
  "emergency-24-hour-tire-repair": TireIcon,
  "mobile-tire-repair-near-me": TireIcon,
  "jump-start-battery-service-fl": BatteryIcon,
  "mobile-engine-diagnostics-fl": GaugeIcon,
  "vehicle-lockout-service-fl": KeyIcon,
  "emergency-fuel-delivery-fl": FuelIcon,
  "diesel-roadside-assistance-near-me": TruckIcon,
  "engine-services-near-me": EngineIcon,
  "24-7-tire-shop-near-me": WrenchIcon,
};

export function ServiceIcon({ slug, size = 28 }: { slug: string; size?: number }) {
  const Icon = bySlug[slug] ?? WrenchIcon;
  return <Icon size={size} />;
}
