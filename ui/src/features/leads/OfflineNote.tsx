import { CallLink } from "../../components/CallLink";
import { phones } from "../../content/business";

export function OfflineNote() {
  return (
    <p className="form-note" role="status">
      You're offline. Your request is saved on this device and will be sent automatically when your connection returns.
      For help right now, call <CallLink source="offline-note" phone={phones.emergency} icon={false} />.
    </p>
  );
}
