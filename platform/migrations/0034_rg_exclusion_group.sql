-- Responsible gaming (docs/decisions/039-responsible-gaming-in-the-ledger.md): brands of one operator
-- that share self-exclusions. A player self-excluded on one brand of a group cannot log in on another
-- with an account of the same mobile number, e-mail or ID number, nor open one there; NULL: the
-- brand's own accounts only. (An exclusion always holds on every domain of its own brand: it is the
-- account's.)
ALTER TABLE brands ADD COLUMN rg_exclusion_group TEXT;
