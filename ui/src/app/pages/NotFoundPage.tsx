import { CallOrGoHome } from "../../components/CallLink";

export function NotFoundPage() {
  return (
    <section className="page narrow center">
      <h1>404 Page Not Found</h1>
      <p>The page you were looking for does not exist. If you need help on the road right now, call us.</p>
      <CallOrGoHome />
    </section>
  );
}
