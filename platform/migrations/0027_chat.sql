-- Customer-service chat (CBS3, docs/platform-protocol.md "Customer-service chat"). The messages live in
-- one Durable Object per conversation (ChatRoom, src/modules/chat/ChatRoom.ts); D1 keeps what lists
-- and counts need: the conversations with their last message and unread counts (written by the
-- object after every change), the chat links (launches) and the brand's service models.

-- One conversation per member and brand (members only: docs/decisions/032-customer-service-chat.md).
CREATE TABLE chat_conversations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  model_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_message_at INTEGER,
  last_message TEXT,
  last_sender TEXT CHECK (last_sender IN ('MEMBER', 'AGENT')),
  -- Service answers the member has not seen, and member messages no agent has seen.
  member_unread INTEGER NOT NULL DEFAULT 0,
  agent_unread INTEGER NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, account_id)
);
CREATE INDEX chat_conversations_recent ON chat_conversations (merchant_code, last_message_at DESC);

-- A launch: the chat URL's token (only its SHA-256 is kept), bound to one conversation and its member,
-- with the look the portal asked for. A link lives 12 hours.
CREATE TABLE chat_links (
  token_hash TEXT PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES chat_conversations(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  header_color TEXT NOT NULL,
  page_title TEXT NOT NULL,
  template TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX chat_links_conversation ON chat_links (conversation_id);

-- The brand's service desks a member may talk to (CBS_modelList). A brand without rows has the
-- general desk only.
CREATE TABLE chat_models (
  merchant_code TEXT NOT NULL,
  model_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_ko TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, model_id)
);
