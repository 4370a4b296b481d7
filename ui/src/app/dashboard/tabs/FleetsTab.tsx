// The Fleets tab: the fleets feature's list and pages.
import { FleetsPanel } from "../../../features/fleets/FleetsPanel";

export default function FleetsTab() {
  return <FleetsPanel />;
}
