import type { ReactNode } from "react";
import type { Phone } from "../content/business";
import { PhoneIcon } from "./icons";

/** Every phone number on the site is a tel: link, so one tap dials it. */
export function CallLink({ phone, className, children, icon = true }: { phone: Phone; className?: string; children?: ReactNode; icon?: boolean }) {
  return (
    <a href={`tel:${phone.tel}`} className={className} data-call-source={phone.label}>
      {icon && <PhoneIcon />}
      <span>{children ?? phone.display}</span>
    </a>
  );
}
