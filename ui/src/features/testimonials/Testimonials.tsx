import { useEffect, useState } from "react";
import { ChevronIcon, StarIcon } from "../../components/icons";
import { business } from "../../content/business";
import { REVIEW_COUNT, featured, firstReview, type Review } from "./reviews";

export const AUTO_ADVANCE_MS = 5000;

function Stars({ label }: { label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => (
        <StarIcon key={i} />
      ))}
    </span>
  );
}

function Card({ review }: { review: Review }) {
  return (
    <figure className="testimonial-card">
      <div className="rating">
        <Stars label="5 out of 5 stars" /> <span>5.0</span>
      </div>
      <blockquote>"{review.text}"</blockquote>
      <figcaption>
        <span className="initial" aria-hidden="true">
          {review.author.charAt(0)}
        </span>
        <span>
          <span className="author">{review.author}</span>
          <span className="author-title"></span>
        </span>
      </figcaption>
    </figure>
  );
}

/** One review at a time; advances every 5 s until the visitor takes over. */
export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const [autoPlay, setAutoPlay] = useState(true);
  const [reviews, setReviews] = useState<Review[]>([firstReview]);
  const count = REVIEW_COUNT;

  // Only the first review is in the page; the rest arrive well before the
  // first advance (5 s), keeping about 7 KB off the home page's first load.
  useEffect(() => {
    let live = true;
    const load = () =>
      import("./more-reviews").then(
        ({ moreReviews }) => live && setReviews([firstReview, ...moreReviews]),
        () => live && window.addEventListener("online", load, { once: true }),
      );
    void load();
    return () => {
      live = false;
      window.removeEventListener("online", load);
    };
  }, []);

  useEffect(() => {
    if (!autoPlay) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => clearInterval(id);
  }, [autoPlay, count]);

  const manual = (to: number) => {
    setAutoPlay(false);
    setIndex(((to % count) + count) % count);
  };

  return (
    // data-early: the arrows and dots pressed before the page's code are
    // carried out once it has hydrated (the inline tap keeper, inline/taps.ts).
    <section id="testimonials" className="section testimonials" aria-labelledby="testimonials-title" data-early="">
      <div className="container">
        <h2 id="testimonials-title">What Our Customers Say</h2>
        <div className="rating-summary">
          <Stars label={`${business.claims.rating} out of 5 stars`} />
          <span>{business.claims.rating} out of 5 stars</span>
        </div>
        <p className="subtitle">
          Based on {business.claims.reviewCountDisplay} verified reviews from satisfied customers across Florida
        </p>
        <div className="carousel" role="group" aria-roledescription="carousel" aria-label="Customer reviews">
          <button
            type="button"
            className="icon-btn carousel-prev"
            aria-label="Previous testimonial"
            onClick={() => manual(index - 1)}
          >
            <ChevronIcon dir="left" />
          </button>
          <div className="carousel-viewport" aria-live={autoPlay ? "off" : "polite"}>
            <div className="carousel-slide" key={index} data-index={index}>
              {reviews[index] ? (
                <Card review={reviews[index]} />
              ) : (
                <p className="testimonial-loading">Loading review…</p>
              )}
            </div>
          </div>
          <button
            type="button"
            className="icon-btn carousel-next"
            aria-label="Next testimonial"
            onClick={() => manual(index + 1)}
          >
            <ChevronIcon dir="right" />
          </button>
        </div>
        <div className="carousel-dots">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className={i === index ? "dot active" : "dot"}
              aria-label={`Go to testimonial ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => manual(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

export function FeaturedTestimonials() {
  return (
    <div className="featured-testimonials">
      {featured.map((r) => (
        <Card key={r.author} review={r} />
      ))}
    </div>
  );
}
