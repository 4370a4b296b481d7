import type { ReactNode } from "react";
import { Link } from "react-router";
import { phones, type Phone } from "../content/business";
import { PhoneIcon } from "./icons";

/**
 * Every phone number on the site is a tel: link, so one tap dials it.
 * `source` names the button ("nav", "hero", "floating", "footer", "chat"...):
 * the analytics tracker records each call click under it, by beacon, without
 * ever holding the call back.
 */
export function CallLink({
  phone,
  source,
  className,
  children,
  icon = true,
  label,
}: {
  phone: Phone;
  source: string;
  className?: string;
  children?: ReactNode;
  icon?: boolean | number;
  label?: string;
}) {
  return (
    <a href={`tel:${phone.tel}`} className={className} data-call-source={source} aria-label={label}>
      {icon !== false && <PhoneIcon size={typeof icon === "number" ? icon : undefined} />}
      {children !== null && <span>{children ?? phone.display}</span>}
    </a>
  );
}

/** The way out of a finished or failed step: call the emergency line, or go home. */
export function CallOrGoHome({
  callClassName = "btn btn-primary",
  children,
}: {
  callClassName?: string;
  children?: ReactNode;
}) {
  return (
    <p className="actions">
      <CallLink source="cta" phone={phones.emergency} className={callClassName}>
        {children}
      </CallLink>
      <Link to="/" className="btn btn-outline">
        Return to Home
      </Link>
    </p>
  );
}
