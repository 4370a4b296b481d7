import { CallLink, CallOrGoHome } from "../../components/CallLink";
import { business, phones } from "../../content/business";

const { claims } = business;

export default function Page() {
  return (
    <section className="page container narrow thank-you" aria-labelledby="page-title">
      <h1 id="page-title">Thank You!</h1>
      <p className="lead">Your request is in. A mechanic will reach out shortly.</p>
      <p className="response-note">
        We usually call back within {claims.callbackMinutes} minutes. Our average on-site response is{" "}
        {claims.averageResponseMinutes} minutes once a technician is dispatched.
      </p>
      <CallOrGoHome callClassName="btn btn-primary btn-lg">Call Now {phones.emergency.display}</CallOrGoHome>

      <h2>What Happens Next</h2>
      <ol className="plain-steps">
        <li>A mechanic reviews your request and calls you on the number you gave us.</li>
        <li>We confirm your location, the vehicle and the problem, and give you a price.</li>
        <li>Once you approve it, a technician heads to you.</li>
      </ol>

      <h2>Stranded Right Now?</h2>
      <p>
        Do not wait for our call if you are stuck on the roadside: call the emergency line{" "}
        <CallLink source="thank-you" phone={phones.emergency} icon={false} /> or the after-hours line{" "}
        <CallLink source="thank-you" phone={phones.afterHours} icon={false} />, {business.hours.emergency}. If you are
        in danger, call 911 first.
      </p>
    </section>
  );
}
