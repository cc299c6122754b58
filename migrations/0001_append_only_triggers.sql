-- The unit ledger and the audit log are append-only (DESIGN.md "The order lifecycle",
-- "Security baseline"): corrections are new entries, never edits.
CREATE TRIGGER `unit_ledger_no_update` BEFORE UPDATE ON `unit_ledger`
BEGIN SELECT RAISE(ABORT, 'unit_ledger is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `unit_ledger_no_delete` BEFORE DELETE ON `unit_ledger`
BEGIN SELECT RAISE(ABORT, 'unit_ledger is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
