import { locations, quoteUrgencies } from "./options";

// The home page's quote form. Without JavaScript it posts as a plain form.
export function HomeContactForm() {
  return (
    <form className="card form" method="post" action="/api/quotes" noValidate>
      <input type="hidden" name="serviceType" value="General Automotive" />
      <div className="field-row">
        <label className="field">
          <span>Name *</span>
          <input name="name" autoComplete="name" required />
        </label>
        <label className="field">
          <span>Phone *</span>
          <input name="phone" type="tel" autoComplete="tel" required />
        </label>
      </div>
      <div className="field-row">
        <label className="field">
          <span>Email *</span>
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label className="field">
          <span>Location *</span>
          <select name="location" required defaultValue="">
            <option value="" disabled>
              Select your location
            </option>
            {locations.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
      </div>
      <label className="field">
        <span>Urgency *</span>
        <select name="urgency" required defaultValue="">
          <option value="" disabled>
            Select urgency level
          </option>
          {quoteUrgencies.map((u) => (
            <option key={u}>{u}</option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Message *</span>
        <textarea name="description" rows={4} placeholder="Tell us about your vehicle and what happened" required />
      </label>
      <button type="submit" className="btn btn-primary btn-block">
        Get Free Quote
      </button>
    </form>
  );
}
