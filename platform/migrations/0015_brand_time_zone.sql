-- The brand's time zone (an IANA name): where its days start for records, reports and daily
-- limits (docs/decisions/015). Instants stay UTC epoch milliseconds everywhere.
ALTER TABLE brands ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
