-- Issue 15: sell, switch, move (docs/decisions/056-sell-switch-move.md).
-- Written by hand from drizzle-kit's output: funds, order_items and positions gain columns by ALTER TABLE (with
-- column CHECKs) instead of drizzle-kit's rebuilds, because PRAGMA foreign_keys is a no-op inside the migrator's
-- transaction and dropping funds or order_items would cascade or violate the keys that refer to them. Only the
-- unit ledger, which no table refers to, is rebuilt for its two new entry types; its append-only triggers go with
-- the old table and are created again below.
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`portfolio_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	`kind` text NOT NULL,
	`order_item_id` integer,
	`dividend_id` integer,
	`bank_account_id` integer,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`nav_date` text NOT NULL,
	`due_date` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`paid_at` integer,
	`idempotency_key` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`portfolio_id`) REFERENCES `portfolios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dividend_id`) REFERENCES `fund_dividends`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bank_account_id`) REFERENCES `bank_accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payouts_kind" CHECK("payouts"."kind" IN ('REDEMPTION', 'DIVIDEND_CASH')),
	CONSTRAINT "payouts_status" CHECK("payouts"."status" IN ('PENDING', 'PAID')),
	CONSTRAINT "payouts_currency" CHECK("payouts"."currency" IN ('IDR', 'USD')),
	CONSTRAINT "payouts_amount" CHECK("payouts"."amount" >= 0),
	CONSTRAINT "payouts_source" CHECK(("payouts"."kind" = 'REDEMPTION' AND "payouts"."order_item_id" IS NOT NULL) OR ("payouts"."kind" = 'DIVIDEND_CASH' AND "payouts"."dividend_id" IS NOT NULL)),
	CONSTRAINT "payouts_dates" CHECK((nav_date IS NULL OR (length(nav_date) = 10 AND date(nav_date) = nav_date)) AND (due_date IS NULL OR (length(due_date) = 10 AND date(due_date) = due_date)) AND "payouts"."due_date" >= "payouts"."nav_date"),
	CONSTRAINT "payouts_paid" CHECK(("payouts"."status" = 'PAID') = ("payouts"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_idempotency_unique` ON `payouts` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `payouts_user_idx` ON `payouts` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `payouts_due_idx` ON `payouts` (`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `payouts_order_item_idx` ON `payouts` (`order_item_id`);--> statement-breakpoint
CREATE TABLE `__new_unit_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`portfolio_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	`order_item_id` integer,
	`entry_type` text NOT NULL,
	`units` integer NOT NULL,
	`nav` integer NOT NULL,
	`nav_date` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`cost_basis_change` integer NOT NULL,
	`realized_profit` integer DEFAULT 0 NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`portfolio_id`) REFERENCES `portfolios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "unit_ledger_entry_type" CHECK("__new_unit_ledger"."entry_type" IN ('SUBSCRIPTION', 'REDEMPTION', 'SWITCH_IN', 'SWITCH_OUT', 'DIVIDEND_REINVESTMENT', 'DIVIDEND_CASH', 'MOVE_OUT', 'MOVE_IN')),
	CONSTRAINT "unit_ledger_sign" CHECK(("__new_unit_ledger"."entry_type" IN ('SUBSCRIPTION', 'SWITCH_IN', 'DIVIDEND_REINVESTMENT', 'MOVE_IN') AND "__new_unit_ledger"."units" > 0) OR ("__new_unit_ledger"."entry_type" IN ('REDEMPTION', 'SWITCH_OUT', 'MOVE_OUT') AND "__new_unit_ledger"."units" < 0) OR ("__new_unit_ledger"."entry_type" = 'DIVIDEND_CASH' AND "__new_unit_ledger"."units" = 0)),
	CONSTRAINT "unit_ledger_nav" CHECK("__new_unit_ledger"."nav" > 0 AND "__new_unit_ledger"."amount" >= 0),
	CONSTRAINT "unit_ledger_date" CHECK((nav_date IS NULL OR (length(nav_date) = 10 AND date(nav_date) = nav_date)))
);
--> statement-breakpoint
INSERT INTO `__new_unit_ledger`("id", "user_id", "portfolio_id", "fund_id", "order_item_id", "entry_type", "units", "nav", "nav_date", "currency", "amount", "cost_basis_change", "realized_profit", "idempotency_key", "created_at") SELECT "id", "user_id", "portfolio_id", "fund_id", "order_item_id", "entry_type", "units", "nav", "nav_date", "currency", "amount", "cost_basis_change", "realized_profit", "idempotency_key", "created_at" FROM `unit_ledger`;--> statement-breakpoint
DROP TABLE `unit_ledger`;--> statement-breakpoint
ALTER TABLE `__new_unit_ledger` RENAME TO `unit_ledger`;--> statement-breakpoint
CREATE UNIQUE INDEX `unit_ledger_idempotency_unique` ON `unit_ledger` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `unit_ledger_position_idx` ON `unit_ledger` (`portfolio_id`,`fund_id`);--> statement-breakpoint
CREATE INDEX `unit_ledger_user_type_idx` ON `unit_ledger` (`user_id`,`entry_type`,`nav_date`);--> statement-breakpoint
CREATE TRIGGER `unit_ledger_no_update` BEFORE UPDATE ON `unit_ledger`
BEGIN SELECT RAISE(ABORT, 'unit_ledger is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `unit_ledger_no_delete` BEFORE DELETE ON `unit_ledger`
BEGIN SELECT RAISE(ABORT, 'unit_ledger is append-only'); END;
--> statement-breakpoint
ALTER TABLE `funds` ADD `switching_fee_bp` integer DEFAULT 0 NOT NULL CONSTRAINT "funds_switching_fee" CHECK("switching_fee_bp" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE `order_items` ADD `leg` text CONSTRAINT "order_items_leg" CHECK("leg" IS NULL OR "leg" IN ('SWITCH_OUT', 'SWITCH_IN'));--> statement-breakpoint
ALTER TABLE `order_items` ADD `proceeds` integer CONSTRAINT "order_items_proceeds" CHECK("proceeds" IS NULL OR "proceeds" >= 0);--> statement-breakpoint
CREATE INDEX `order_items_unpriced_idx` ON `order_items` (`nav_date`) WHERE "order_items"."nav" IS NULL;--> statement-breakpoint
ALTER TABLE `positions` ADD `held_units` integer DEFAULT 0 NOT NULL CONSTRAINT "positions_held_units" CHECK("held_units" >= 0 AND "held_units" <= "units");
