import { phones } from "../content/business";
import { PhoneIcon } from "./icons";

/** Always under the thumb on a phone; hidden on wide screens by CSS. */
export function FloatingCallButton() {
  return (
    <a href={`tel:${phones.emergency.tel}`} className="floating-call" aria-label={`Call now ${phones.emergency.display}`}>
      <PhoneIcon size={26} />
    </a>
  );
}
