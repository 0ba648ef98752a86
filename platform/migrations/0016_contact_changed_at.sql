-- When the member last bound or changed their mobile number or e-mail address (epoch ms; null:
-- never since registration). Resetting the payment password by a code waits 24 hours after it, so
-- a stolen session cannot bind its own address and take the payment password at once
-- (docs/platform-protocol.md "Security centre").
ALTER TABLE accounts ADD COLUMN contact_changed_at INTEGER;
