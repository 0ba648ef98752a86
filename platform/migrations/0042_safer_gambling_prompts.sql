-- Reference platform: the safer-gambling prompts a member answers (docs/platform-protocol.md
-- "Safer-gambling prompts (our extension)", docs/decisions/058): the notice before the first stake,
-- the deposit limit offered before the first deposit, and the review of limits every six months.
-- Every answer is a row, so the choice is kept and its history read.
CREATE TABLE rg_prompt_answers (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id),
  prompt      TEXT NOT NULL CHECK (prompt IN ('NOTICE', 'DEPOSIT_LIMIT', 'LIMIT_REVIEW')),
  answer      TEXT NOT NULL CHECK (answer IN ('SEEN', 'SKIPPED', 'REVIEWED')),
  answered_at INTEGER NOT NULL
);
CREATE INDEX rg_prompt_answers_by_account ON rg_prompt_answers (account_id, prompt, answered_at);
