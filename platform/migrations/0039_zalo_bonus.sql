-- Reference platform: the brand's Zalo bonus, the most a member may get for adding their Zalo
-- number to the profile (the spec's "Zalo bonus up to 131K"). The security centre's profile
-- answers it as `zaloBonusMax` while the brand shows the Zalo field (our definition); NULL: the
-- brand offers none. The reference platform only says it: the operator grants the bonus.
ALTER TABLE brand_security_centre_settings ADD COLUMN zalo_bonus_max_minor INTEGER CHECK (zalo_bonus_max_minor IS NULL OR zalo_bonus_max_minor > 0);
