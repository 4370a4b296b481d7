import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { business, coreServices, navExtraServices, phones, servicePath } from "../content/business";
import { goToSection, type HomeSection } from "../lib/sections";
import { CallLink } from "./CallLink";
import { ChevronIcon, MenuIcon } from "./icons";
import { ThemeToggle } from "./ThemeToggle";

const SHADOW_AFTER_PX = 100;
const SCROLL_DEBOUNCE_MS = 10;

const sectionButtons: { label: string; id: HomeSection }[] = [
  { label: "Locations", id: "service-areas" },
  { label: "Reviews", id: "testimonials" },
  { label: "Contact", id: "contact" },
];

export function Nav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [scrolled, setScrolled] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const dropdown = useRef<HTMLLIElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setScrolled(window.scrollY > SHADOW_AFTER_PX), SCROLL_DEBOUNCE_MS);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  useEffect(() => {
    setServicesOpen(false);
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!servicesOpen) return;
    const onDown = (e: PointerEvent) => {
      if (!dropdown.current?.contains(e.target as Node)) setServicesOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setServicesOpen(false);
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [servicesOpen]);

  const section = (id: HomeSection) => {
    setMobileOpen(false);
    goToSection(id, pathname, navigate);
  };

  return (
    <header className={scrolled ? "site-nav scrolled" : "site-nav"} data-testid="site-nav">
      <div className="topbar">
        <span className="topbar-note">24/7 Emergency Service</span>
        <span>
          Emergency: <CallLink source="nav-topbar" phone={phones.emergency} icon={false} />
        </span>
        <span>
          After hours: <CallLink source="nav-topbar" phone={phones.afterHours} icon={false} />
        </span>
      </div>
      <nav className="nav-inner" aria-label="Main">
        <Link to="/" className="brand" aria-label={`${business.name} home`}>
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span>{business.name}</span>
        </Link>
        <ul className="nav-links">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/about">About</Link>
          </li>
          <li className="dropdown" ref={dropdown}>
            <button
              type="button"
              aria-expanded={servicesOpen}
              aria-controls="services-menu"
              onClick={() => setServicesOpen((o) => !o)}
            >
              Services <ChevronIcon dir="down" size={16} />
            </button>
            <ul id="services-menu" className="dropdown-menu" hidden={!servicesOpen}>
              {coreServices.map((s) => (
                <li key={s.slug}>
                  <Link to={servicePath(s)}>{s.name}</Link>
                </li>
              ))}
              {/* A rule above the second group, drawn by CSS: a list item may not be a separator. */}
              {navExtraServices.map((s, i) => (
                <li key={s.slug} className={i === 0 ? "group-start" : undefined}>
                  <Link to={servicePath(s)}>{s.name}</Link>
                </li>
              ))}
            </ul>
          </li>
          {sectionButtons.map((b) => (
            <li key={b.id}>
              <button type="button" onClick={() => section(b.id)}>
                {b.label}
              </button>
            </li>
          ))}
        </ul>
        <div className="nav-actions">
          <ThemeToggle />
          <CallLink source="nav" phone={phones.emergency} className="btn btn-primary btn-call">
            Call Now
          </CallLink>
          <button
            type="button"
            className="icon-btn menu-toggle"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label="Menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            <MenuIcon />
          </button>
        </div>
      </nav>
      <ul id="mobile-menu" className="mobile-menu" hidden={!mobileOpen}>
        {coreServices.map((s) => (
          <li key={s.slug}>
            <Link to={servicePath(s)}>{s.name}</Link>
          </li>
        ))}
      </ul>
    </header>
  );
}
