-- Reference platform: a login with the brand's default password that waits for its second step
-- must still be told to change the password once the step passes
-- (docs/spec-index.md#states-and-transitions), so the session remembers it. Sessions from before
-- this migration read 0.
ALTER TABLE sessions ADD COLUMN password_is_default INTEGER NOT NULL DEFAULT 0 CHECK (password_is_default IN (0, 1));
