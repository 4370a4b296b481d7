import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { CallLink } from "../../components/CallLink";
import { phones, servicePath, services } from "../../content/business";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { AccountHistory } from "./AccountHistory";
import { fetchMe, fetchMyFleetName, logout, type Me } from "./api";
import { messageOf } from "./schemas";

export default function DashboardPage() {
  const navigate = useNavigate();
  const [me, setMe] = useState<Me | null>(null);
  // A fleet's manager gets a way to their fleet's portal (a 403 for anyone else is just no link).
  const [fleet, setFleet] = useState<string | null>(null);
  useEffect(() => {
    fetchMyFleetName().then(setFleet, () => setFleet(null));
  }, []);

  useEffect(() => {
    fetchMe()
      .then(setMe)
      .catch((e) => {
        if (e instanceof ApiError && e.status === 401) navigate("/login", { replace: true });
        else toast({ title: "Error", description: messageOf(e, "An error occurred"), variant: "destructive" });
      });
  }, [navigate]);

  const signOut = async () => {
    try {
      await logout();
      navigate("/login");
    } catch (e) {
      toast({ title: "Error", description: messageOf(e, "An error occurred during logout"), variant: "destructive" });
    }
  };

  if (!me) {
    return (
      <section className="page container">
        <p role="status">Loading your account…</p>
      </section>
    );
  }
  return (
    <section className="page container">
      <div className="dashboard-head">
        <h1>Welcome, {me.username}</h1>
        <button type="button" className="btn btn-outline" onClick={signOut}>
          Logout
        </button>
      </div>
      {fleet && (
        <p className="card">
          You manage <strong>{fleet}</strong>:{" "}
          <Link to="/fleet" className="btn btn-primary btn-sm">
            Open the fleet portal
          </Link>
        </p>
      )}
      <div className="card-grid">
        <div className="card">
          <h2>Account Information</h2>
          <dl className="facts">
            <dt>Username</dt>
            <dd>{me.username}</dd>
            <dt>Email</dt>
            <dd>{me.email ?? "-"}</dd>
            <dt>Member since</dt>
            <dd>{new Date(me.createdAt).toLocaleDateString()}</dd>
          </dl>
        </div>
        <div className="card">
          <h2>Quick Actions</h2>
          <p className="actions">
            <Link to="/quote" className="btn btn-primary">
              Get a Free Quote
            </Link>
            <Link to="/bookings" className="btn btn-outline">
              Book Diesel Service
            </Link>
          </p>
          <p>
            Need help now? <CallLink source="dashboard" phone={phones.emergency} />
          </p>
        </div>
      </div>
      <AccountHistory />
      <h2>Our Services</h2>
      <ul className="card-grid">
        {services.map((s) => (
          <li key={s.slug} className="card">
            <h3>
              <Link to={servicePath(s)}>{s.name}</Link>
            </h3>
            <p>{s.short}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
