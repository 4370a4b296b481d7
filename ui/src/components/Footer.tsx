import { Link } from "react-router";
import { business, cityPath, footerCities, phones, servicePath, services } from "../content/business";
import { CallLink } from "./CallLink";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <p className="footer-brand">{business.name}</p>
          <p>{business.tagline}.</p>
          <p>
            Emergency: <CallLink source="footer" phone={phones.emergency} icon={false} />
            <br />
            After hours: <CallLink source="footer" phone={phones.afterHours} icon={false} />
          </p>
          <p>{business.hours.emergency}.</p>
        </div>
        <nav aria-label="Services">
          <p className="footer-heading">Services</p>
          <ul>
            {services.map((s) => (
              <li key={s.slug}>
                <Link to={servicePath(s)}>{s.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Locations">
          <p className="footer-heading">Locations</p>
          <ul>
            {footerCities.map((c) => (
              <li key={c.slug}>
                <Link to={cityPath(c)}>{c.name}, FL</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <p className="footer-heading">Company</p>
          <ul>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/quote">Get a Free Quote</Link>
            </li>
            <li>
              <Link to="/bookings">Book Diesel Service</Link>
            </li>
            <li>
              <Link to="/login">Customer Sign In</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer-bottom">
        <p>
          © {business.claims.copyrightYear} {business.name}. {business.claims.licensedInsured}.
        </p>
        <Link to="/admin" className="admin-link">
          Admin
        </Link>
      </div>
    </footer>
  );
}
