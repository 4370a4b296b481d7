import type { ReactNode } from "react";
import { Link } from "react-router";
import { phones } from "../content/business";
import { CallLink } from "./CallLink";

export type Crumb = { name: string; path: string };

/** Home › … › the current page (the last item, not a link). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {items.map((c, i) =>
          i < items.length - 1 ? (
            <li key={c.path}>
              <Link to={c.path}>{c.name}</Link>
            </li>
          ) : (
            <li key={c.path}>
              <span aria-current="page">{c.name}</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The call button and, unless `quote` is null, a link to the quote form. */
export function CallActions({
  callClass = "btn-primary",
  callLabel,
  quote = "Get Free Quote",
}: {
  callClass?: string;
  callLabel?: string;
  quote?: string | null;
}) {
  return (
    <div className="actions">
      <CallLink source="hero" phone={phones.emergency} className={`btn ${callClass} btn-lg`}>
        {callLabel ?? `Call Now ${phones.emergency.display}`}
      </CallLink>
      {quote && (
        <Link to="/quote" className="btn btn-outline">
          {quote}
        </Link>
      )}
    </div>
  );
}

/** The top of an inner page: breadcrumb, one h1, a lead line and the call to action above the fold. */
export function PageHero({
  crumbs,
  title,
  lead,
  className = "",
  aside,
  quote,
  children,
}: {
  crumbs: Crumb[];
  title: ReactNode;
  lead: ReactNode;
  className?: string;
  /** Shown beside the breadcrumb (the location pages put the phone there). */
  aside?: ReactNode;
  quote?: string | null;
  children?: ReactNode;
}) {
  return (
    <section className={`hero page-hero ${className}`.trim()} aria-labelledby="page-title">
      <div className="container hero-inner">
        {aside ? (
          <div className="loc-header">
            <Breadcrumb items={crumbs} />
            {aside}
          </div>
        ) : (
          <Breadcrumb items={crumbs} />
        )}
        <h1 id="page-title">{title}</h1>
        <p className="lead">{lead}</p>
        <CallActions quote={quote} />
        {children}
      </div>
    </section>
  );
}
