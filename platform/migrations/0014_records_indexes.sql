-- Reference platform, records (docs/platform-protocol.md "Records"): the totals of a member's
-- movements over a range (count, money in, money out; with the type filter) read only this index,
-- never the table: it holds everything they need after the owner and the time. The page itself
-- reads journal_lines_by_owner (migration 0009), which keeps the newest-first order.
CREATE INDEX journal_lines_owner_totals ON journal_lines (merchant_code, owner_id, created_at, entry_kind, account_id, amount_minor);
