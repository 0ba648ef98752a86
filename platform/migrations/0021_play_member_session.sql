-- A real-money game session belongs to the member's platform session that launched it: once that
-- session ends (logout, password change, timeout), the game page stops taking real money, and
-- each round counts as activity of that session (src/modules/play/rounds.ts memberSessionAlive).
-- NULL for guests' free trials.
ALTER TABLE game_sessions ADD COLUMN platform_session_hash TEXT;
