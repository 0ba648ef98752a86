/** The rows of migration 0024 as the code reads them. */
import type { ContractKind, Period } from './terms';

export type ContractStatus = 'OFFERED' | 'ACTIVE' | 'TERMINATION_REQUESTED' | 'REJECTED' | 'TERMINATED' | 'WITHDRAWN';

export interface ContractRow {
  id: number;
  merchant_code: string;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  period: Period;
  terms: string;
  top_rate_bp: number;
  status: ContractStatus;
  requested_by: 'UPLINE' | 'DOWNLINE' | null;
  end_reason: string | null;
  offered_at: number;
  started_at: number | null;
  ended_at: number | null;
  settled_through: number | null;
}

export interface StatementRow {
  id: number;
  merchant_code: string;
  contract_id: number;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  period_start: number;
  period_end: number;
  bet_count: number;
  turnover_minor: number;
  valid_minor: number;
  loss_minor: number;
  active_players: number;
  won_valid_minor: number;
  lost_valid_minor: number;
  tier_index: number | null;
  tier: string | null;
  rate_bp: number;
  base_minor: number;
  amount_minor: number;
  status: 'NOTHING' | 'UNPAID' | 'DUE' | 'PAID' | 'FORCED';
  due_at: number | null;
  paid_at: number | null;
  payer: 'UPLINE' | 'BRAND' | null;
  transfer_id: number | null;
  created_at: number;
}
