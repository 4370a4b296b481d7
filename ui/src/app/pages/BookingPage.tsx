import { CallLink } from "../../components/CallLink";
import { business, phones } from "../../content/business";
import { BookingForm } from "../../features/leads/BookingForm";

export default function BookingPage() {
  return (
    <section className="page container">
      <div className="contact-grid">
        <div>
          <h1>Book Heavy-Duty Diesel Service</h1>
          <p className="lead">
            Semi-trucks, box trucks, buses and construction equipment, repaired where they stand: engine, transmission,
            electrical, brakes, cooling and fuel systems, diagnostics and preventive maintenance.
          </p>
          <p className="actions">
            <CallLink source="booking-page" phone={phones.emergency} className="btn btn-primary">
              Broken down now? Call {phones.emergency.display}
            </CallLink>
          </p>
          <p>We work on {business.dieselEngines.join(", ")} engines and most heavy-duty makes.</p>
        </div>
        <BookingForm />
      </div>
    </section>
  );
}
