// The home page's reviews. The carousel's first review and the short block
// ship with the page; the rest (more-reviews.ts) load once the page is up.
export type Review = { text: string; author: string };

/** How many reviews the carousel cycles through (a test checks the files agree). */
export const REVIEW_COUNT = 62;

export const firstReview: Review = {
  text:
    "Blew a steer tire on my Freightliner near mile marker 289 on I-95 southbound a little after 11 at " +
    "night. The tech rolled up in about 45 minutes with the right size already on the truck and had me " +
    "mounted, torqued and moving before midnight. Paid by Zelle right there on the shoulder.",
  author: "Marcus T.",
};

/** The short three-testimonial block on the home page. */
export const featured: Review[] = [
  {
    text:
      "Flat tire on I-95 late at night and they had me rolling in under an hour. Professional, friendly and " +
      "fairly priced.",
    author: "Vernon T.",
  },
  {
    text: "They fixed an air leak on my rig right at the truck stop and saved me a tow. I'll be calling them again.",
    author: "Ashley D.",
  },
  {
    text:
      "Fast, honest, and they stand behind their work with a warranty. Exactly who you want when you're " +
      "stuck on the side of the road.",
    author: "Paul W.",
  },
];
