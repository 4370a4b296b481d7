import { phones } from "../content/business";
import { CallLink } from "./CallLink";

/** Always under the thumb on a phone; hidden on wide screens by CSS. */
export function FloatingCallButton() {
  return (
    <CallLink
      source="floating"
      phone={phones.emergency}
      className="floating-call"
      label={`Call now ${phones.emergency.display}`}
      icon={26}
    >
      {null}
    </CallLink>
  );
}
