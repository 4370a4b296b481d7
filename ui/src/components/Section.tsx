import type { ReactNode } from "react";

/** A titled band of the page; `alt` gives it the alternate background. */
export function Section({
  id,
  title,
  intro,
  alt = false,
  narrow = false,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  alt?: boolean;
  narrow?: boolean;
  children?: ReactNode;
}) {
  return (
    <section id={id} className={alt ? "section alt" : "section"} aria-labelledby={`${id}-title`}>
      <div className={narrow ? "container narrow" : "container"}>
        <h2 id={`${id}-title`}>{title}</h2>
        {intro && <p className="section-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
