-- Faults with a scope (reference platform only): a row whose scope is set applies only to requests
-- carrying the same X-Fault-Scope header, so end-to-end tests running side by side each fault only
-- their own requests; '' applies to every request, as every row did before (platform/src/http/faults.ts).
CREATE TABLE faults_scoped (
  endpoint   TEXT NOT NULL,
  scope      TEXT NOT NULL DEFAULT '',
  delay_ms   INTEGER,
  error_rate REAL,
  malformed  INTEGER,
  PRIMARY KEY (endpoint, scope)
);
INSERT INTO faults_scoped (endpoint, scope, delay_ms, error_rate, malformed)
  SELECT endpoint, '', delay_ms, error_rate, malformed FROM faults;
DROP TABLE faults;
ALTER TABLE faults_scoped RENAME TO faults;
