// Questions and answers as <details>: they open without JavaScript, and the
// same list feeds the page's FAQPage JSON-LD (see faqPage in lib/seo.ts).
export type FaqItem = { q: string; a: string };

export function Faq({
  id = "faq",
  title,
  intro,
  faqs,
  alt = false,
}: {
  id?: string;
  title: string;
  intro?: string;
  faqs: FaqItem[];
  alt?: boolean;
}) {
  return (
    <section
      id={id}
      className={alt ? "section alt faq-section" : "section faq-section"}
      aria-labelledby={`${id}-title`}
    >
      <div className="container narrow">
        <h2 id={`${id}-title`}>{title}</h2>
        {intro && <p className="section-intro">{intro}</p>}
        <div className="faq-list">
          {faqs.map((f) => (
            <details key={f.q} className="faq-item">
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
