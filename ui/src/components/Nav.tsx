import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { business, coreServices, navExtraServices, phones, servicePath } from "../content/business";
import type { HomeSection } from "../lib/sections";
import { CallLink } from "./CallLink";
import { ChevronIcon, MenuIcon } from "./icons";
import { ThemeToggle } from "./ThemeToggle";

const SHADOW_AFTER_PX = 100;
const SCROLL_DEBOUNCE_MS = 10;

const sectionLinks: { label: string; id: HomeSection }[] = [
  { label: "Locations", id: "service-areas" },
  { label: "Reviews", id: "testimonials" },
  { label: "Contact", id: "contact" },
];

export function Nav() {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  // The two menus are <details>, so they open at the first tap, before the
  // page's code has arrived; the code only closes them (on leaving the page,
  // and Services on a tap elsewhere or Escape). The element holds the state.
  const dropdown = useRef<HTMLDetailsElement>(null);
  const mobile = useRef<HTMLDetailsElement>(null);

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

  const closeMenus = () => {
    if (dropdown.current) dropdown.current.open = false;
    if (mobile.current) mobile.current.open = false;
  };
  // On moving to another page (not on hydrating: a menu opened before the
  // code stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenus();
  }, [pathname]);

  // Always listening (closing a closed menu does nothing), so a menu opened
  // before the code closes as one opened after it.
  useEffect(() => {
    const close = () => {
      if (dropdown.current) dropdown.current.open = false;
    };
    const onDown = (e: PointerEvent) => !dropdown.current?.contains(e.target as Node) && close();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

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
          <li>
            <details className="dropdown" ref={dropdown}>
              <summary>
                Services <ChevronIcon dir="down" size={16} />
              </summary>
              <ul id="services-menu" className="dropdown-menu">
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
            </details>
          </li>
          {sectionLinks.map((b) => (
            <li key={b.id}>
              {/* A link, so it works before the code; with it, App's ScrollOnNavigate
                  (or the home page, once it has rendered) scrolls there smoothly. */}
              <Link to={`/#${b.id}`}>{b.label}</Link>
            </li>
          ))}
        </ul>
        <div className="nav-actions">
          <ThemeToggle />
          <CallLink source="nav" phone={phones.emergency} className="btn btn-primary btn-call">
            Call Now
          </CallLink>
          <details className="mobile-nav" ref={mobile}>
            <summary className="icon-btn menu-toggle" aria-label="Menu">
              <MenuIcon />
            </summary>
            <ul id="mobile-menu" className="mobile-menu">
              {coreServices.map((s) => (
                <li key={s.slug}>
                  <Link to={servicePath(s)}>{s.name}</Link>
                </li>
              ))}
            </ul>
          </details>
        </div>
      </nav>
    </header>
  );
}
