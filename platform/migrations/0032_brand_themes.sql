-- A brand's face (docs/platform-protocol.md "The brand's theme", our extension): its colours as
-- design tokens, a light or dark scheme, an optional font stack, its logo (its own SVG, or drawn
-- from its emblem) and the emblem its favicon and app icons are drawn from. A brand without a row
-- answers function.not.available, and the portal keeps its own look.
CREATE TABLE brand_themes (
  merchant_code TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  scheme        TEXT NOT NULL DEFAULT 'dark' CHECK (scheme IN ('dark', 'light')),
  -- {background, surface, surfaceRaised, navigation, text, muted, accent, onAccent, border, focus}: #rrggbb each
  colors        TEXT NOT NULL,
  font_family   TEXT,
  -- The brand's own logo (an SVG document), or NULL to draw it from the emblem.
  logo_svg      TEXT,
  emblem        TEXT NOT NULL DEFAULT 'star' CHECK (emblem IN ('star', 'diamond', 'crown')),
  -- Changes with every write: the images' addresses carry it, so browsers and the edge fetch them afresh.
  version       INTEGER NOT NULL DEFAULT 1
);
