-- Identity and age verification (KYC): this project's extension (docs/platform-protocol.md
-- "Identity verification"; docs/decisions/057-identity-verification.md).
--
-- A brand's choices: which documents it needs and which actions wait for them. No row: the
-- defaults of platform/src/modules/kyc/rules.ts (identity front and back, a selfie and a proof of
-- address; no gate), so a brand verifies nobody's money until it says so.
CREATE TABLE kyc_settings (
  merchant_code TEXT PRIMARY KEY,
  -- JSON array of document kinds every member must have accepted.
  required_kinds TEXT NOT NULL,
  -- Gates: 1 = the action waits for a verified account.
  gate_real_play INTEGER NOT NULL DEFAULT 0 CHECK (gate_real_play IN (0, 1)),
  gate_withdraw INTEGER NOT NULL DEFAULT 0 CHECK (gate_withdraw IN (0, 1)),
  -- Free play (guest and member trials) waits for an accepted identity document (an age check).
  gate_free_play INTEGER NOT NULL DEFAULT 0 CHECK (gate_free_play IN (0, 1)),
  -- Deposits past this lifetime total (minor units) wait for a verified account; NULL: no gate.
  gate_deposit_lifetime_minor INTEGER CHECK (gate_deposit_lifetime_minor IS NULL OR gate_deposit_lifetime_minor >= 0),
  -- How long an accepted proof of address (or of a payment method, or source of funds) holds.
  proof_valid_days INTEGER NOT NULL DEFAULT 180 CHECK (proof_valid_days BETWEEN 1 AND 3650),
  updated_at INTEGER NOT NULL
);

-- Every document a member sent. The file is in R2 (binding KYC_DOCUMENTS) under object_key, never
-- served to the member's page, another member or an agent.
CREATE TABLE kyc_documents (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  kind TEXT NOT NULL CHECK (kind IN ('ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS', 'PAYMENT_METHOD', 'SOURCE_OF_FUNDS')),
  state TEXT NOT NULL CHECK (state IN ('IN_REVIEW', 'ACCEPTED', 'REFUSED', 'EXPIRED')),
  -- The member's own id for the upload: a retry with the same one stores nothing twice.
  request_id TEXT NOT NULL,
  object_key TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  byte_size INTEGER NOT NULL CHECK (byte_size > 0),
  sha256 TEXT NOT NULL,
  reason_code TEXT,
  -- Read by the operator from an identity document: checked against the brand's other accounts.
  document_number TEXT,
  birth_date TEXT,
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  expires_at INTEGER,
  UNIQUE (account_id, request_id)
);
-- One document of a kind in review at a time: twenty parallel uploads store one.
CREATE UNIQUE INDEX kyc_documents_one_in_review ON kyc_documents (account_id, kind) WHERE state = 'IN_REVIEW';
CREATE INDEX kyc_documents_by_account ON kyc_documents (account_id, kind, created_at);
CREATE INDEX kyc_documents_by_state ON kyc_documents (merchant_code, state, created_at);
CREATE INDEX kyc_documents_by_number ON kyc_documents (merchant_code, document_number) WHERE document_number IS NOT NULL;

-- What happened to each document, in order: sent, accepted, refused, expired.
CREATE TABLE kyc_history (
  id INTEGER PRIMARY KEY,
  document_id INTEGER NOT NULL REFERENCES kyc_documents (id),
  account_id INTEGER NOT NULL,
  state TEXT NOT NULL,
  reason_code TEXT,
  actor TEXT NOT NULL CHECK (actor IN ('MEMBER', 'OPERATOR', 'SYSTEM')),
  at INTEGER NOT NULL
);
CREATE INDEX kyc_history_by_account ON kyc_history (account_id, at);

-- Documents the operator asked one member for beyond the brand's list (source of funds, a payment
-- method's proof), until one of that kind is accepted.
CREATE TABLE kyc_requests (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  kind TEXT NOT NULL CHECK (kind IN ('ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS', 'PAYMENT_METHOD', 'SOURCE_OF_FUNDS')),
  note TEXT,
  asked_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, kind)
);
