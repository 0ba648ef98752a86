-- Reference platform: what a licensed brand shows a player on every page and while they play
-- (docs/platform-protocol.md "Safer-gambling display (our extension)", docs/decisions/058). The system info
-- block answers it; a platform without these fields leaves the portal's footer as it was.
--
-- The licence: who holds it, its number, where it is registered, the regulator's seal and the
-- page that verifies it. NULL: the brand shows only its licence text.
ALTER TABLE brands ADD COLUMN licensee TEXT;
ALTER TABLE brands ADD COLUMN licensee_address TEXT;
ALTER TABLE brands ADD COLUMN licence_number TEXT;
ALTER TABLE brands ADD COLUMN licence_verify_url TEXT CHECK (licence_verify_url IS NULL OR licence_verify_url LIKE 'https://%');
-- The youngest a player may be, as the brand's licence says (18 in most places, 19 in Ontario, 21 in some).
ALTER TABLE brands ADD COLUMN minimum_age INTEGER NOT NULL DEFAULT 18 CHECK (minimum_age BETWEEN 16 AND 25);
-- The session's clock and net position shown in the game frame and the lottery while a member plays (0: not shown).
ALTER TABLE brands ADD COLUMN session_figures INTEGER NOT NULL DEFAULT 0 CHECK (session_figures IN (0, 1));

-- Per language: the regulator's name, and the helpline a player is pointed to (its name, number and site).
ALTER TABLE brand_licence_texts ADD COLUMN authority TEXT;
ALTER TABLE brand_licence_texts ADD COLUMN helpline_name TEXT;
ALTER TABLE brand_licence_texts ADD COLUMN helpline_phone TEXT CHECK (helpline_phone IS NULL OR helpline_phone GLOB '[+0-9]*');
ALTER TABLE brand_licence_texts ADD COLUMN helpline_url TEXT CHECK (helpline_url IS NULL OR helpline_url LIKE 'https://%');
