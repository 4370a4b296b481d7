//! Content pages: head tags, JSON-LD and location-page overlap.
