import { Link } from "react-router";
import { CallLink } from "../../components/CallLink";
import { phones } from "../../content/business";

export default function Page() {
  return (
    <section className="page container narrow">
      <h1>My Dashboard</h1>
      <p className="lead">My Dashboard.</p>
      <p className="actions">
        <CallLink phone={phones.emergency} className="btn btn-primary">
          Call Now
        </CallLink>
        <Link to="/" className="btn btn-outline">
          Return to Home
        </Link>
      </p>
    </section>
  );
}
