import type { ReactNode } from "react";
import { Link } from "react-router";
import { phones, type Phone } from "../content/business";
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

/** The way out of a finished or failed step: call the emergency line, or go home. */
export function CallOrGoHome({ callClassName = "btn btn-primary", children }: { callClassName?: string; children?: ReactNode }) {
  return (
    <p className="actions">
      <CallLink phone={phones.emergency} className={callClassName}>
        {children}
      </CallLink>
      <Link to="/" className="btn btn-outline">
        Return to Home
      </Link>
    </p>
  );
}
