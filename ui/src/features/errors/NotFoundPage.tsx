import { Link } from "react-router";
import { CallLink } from "../../components/CallLink";
import { phones } from "../../content/business";

export function NotFoundPage() {
  return (
    <section className="page narrow center">
      <h1>404 Page Not Found</h1>
      <p>The page you were looking for does not exist. If you need help on the road right now, call us.</p>
      <p className="actions">
        <CallLink phone={phones.emergency} className="btn btn-primary" />
        <Link to="/" className="btn btn-outline">
          Return to Home
        </Link>
      </p>
    </section>
  );
}
