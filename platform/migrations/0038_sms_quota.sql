-- Reference platform: a brand's SMS quota, the messages its SMS provider account still has paid
-- for (docs/platform-protocol.md "Accounts", our extension). No row, or `remaining` NULL: no
-- quota. Every SMS code the platform sends takes one; at 0 no SMS code is sent and every send
-- answers `sms.quota_exceeded`, until the operator tops it up (PUT /__dev/sms-quota). The seed
-- deletes the demo brands' rows, so every start begins without a quota.
CREATE TABLE brand_sms_quota (
  merchant_code TEXT PRIMARY KEY REFERENCES brands (merchant_code),
  remaining     INTEGER CHECK (remaining IS NULL OR remaining >= 0)
);
