-- Reference platform, withdrawals: the receipt sweep (src/modules/withdraw/receipt.ts) looks for
-- paid withdrawals still AWAITING the member's confirmation at their deadline, across brands, every
-- minute. This partial index holds only those rows, so the sweep never scans settled withdrawals.
CREATE INDEX withdrawals_awaiting_receipt ON withdrawals (receipt_deadline) WHERE receipt = 'AWAITING';
