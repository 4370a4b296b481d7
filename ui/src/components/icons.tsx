// Inline SVG icons: no requests, fixed sizes so nothing shifts while loading.
import type { SVGProps } from "react";

/** Width, height and stroke settings every icon shares. */
export const iconFrame = (size: number): SVGProps<SVGSVGElement> => ({
  width: size,
  height: size,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
});

export function PhoneIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon">
      <path
        d={
          "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 " +
          "0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 " +
          "0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"
        }
      />
    </svg>
  );
}

export function StarIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon star" fill="currentColor" stroke="none">
      <path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
    </svg>
  );
}

export function ChevronIcon({ dir, size = 20 }: { dir: "left" | "right" | "down"; size?: number }) {
  const d = dir === "left" ? "M15 18l-6-6 6-6" : dir === "right" ? "M9 18l6-6-6-6" : "M6 9l6 6 6-6";
  return (
    <svg {...iconFrame(size)} className="icon">
      <path d={d} />
    </svg>
  );
}

export function MenuIcon({ size = 24 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

export function ClockIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </svg>
  );
}

export function TruckIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon">
      <path d="M1 3h15v13H1zM16 8h4l3 3v5h-7z" />
      <circle cx="5.5" cy="18.5" r="2.5" />
      <circle cx="18.5" cy="18.5" r="2.5" />
    </svg>
  );
}

export function ShieldIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon">
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    </svg>
  );
}

export function PinIcon({ size = 22 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon">
      <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
      <circle cx="12" cy="10" r="3" />
    </svg>
  );
}

export function WrenchIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon">
      <path
        d={
          "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 " +
          "1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z"
        }
      />
    </svg>
  );
}

export function SunIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon icon-sun">
      <circle cx="12" cy="12" r="5" />
      <path d="M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4" />
    </svg>
  );
}

export function MoonIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...iconFrame(size)} className="icon icon-moon">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}
