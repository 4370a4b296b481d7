// The driver's tracking page (/track/{token}): its own entry, without React,
// the site's shell or analytics (docs/product.md#dispatch).
import "./features/dispatch/track.css";
import "./features/dispatch/track";
