-- Issue 16: portfolios and goals, the risk profile and the robo-advisor, returns (docs/decisions/064 onwards).
-- drizzle-kit's output with one hand fix: the unique index of risk_profile_answers is on an expression
-- (coalesce(portfolio_id, 0), one investor profile per user), which drizzle-kit quotes as a column name.
-- portfolios gains closed_at by ALTER TABLE (never rebuilt: other tables refer to it).
-- recurring_schedules is here because a schedule blocks deleting a portfolio (spec funds §6); issue 17 runs it.
CREATE TABLE `recurring_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`portfolio_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`period` text NOT NULL,
	`day` integer,
	`validity` text NOT NULL,
	`end_date` text,
	`start_date` text NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`portfolio_id`) REFERENCES `portfolios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "recurring_schedules_amount" CHECK("recurring_schedules"."amount" > 0),
	CONSTRAINT "recurring_schedules_period" CHECK("recurring_schedules"."period" IN ('MONTHLY', 'WEEKLY', 'DAILY')),
	CONSTRAINT "recurring_schedules_validity" CHECK("recurring_schedules"."validity" IN ('FOREVER', 'CHOOSE_DATE')),
	CONSTRAINT "recurring_schedules_status" CHECK("recurring_schedules"."status" IN ('ACTIVE', 'PAUSED', 'STOPPED')),
	CONSTRAINT "recurring_schedules_day" CHECK(("recurring_schedules"."period" = 'MONTHLY' AND "recurring_schedules"."day" BETWEEN 1 AND 31) OR ("recurring_schedules"."period" = 'WEEKLY' AND "recurring_schedules"."day" BETWEEN 1 AND 7) OR ("recurring_schedules"."period" = 'DAILY' AND "recurring_schedules"."day" IS NULL)),
	CONSTRAINT "recurring_schedules_end" CHECK(("recurring_schedules"."validity" = 'FOREVER' AND "recurring_schedules"."end_date" IS NULL) OR ("recurring_schedules"."validity" = 'CHOOSE_DATE' AND "recurring_schedules"."end_date" IS NOT NULL)),
	CONSTRAINT "recurring_schedules_dates" CHECK((length(start_date) = 10 AND date(start_date) = start_date) AND (end_date IS NULL OR (length(end_date) = 10 AND date(end_date) = end_date)))
);
--> statement-breakpoint
CREATE INDEX `recurring_schedules_portfolio_idx` ON `recurring_schedules` (`portfolio_id`,`status`);--> statement-breakpoint
CREATE INDEX `recurring_schedules_user_idx` ON `recurring_schedules` (`user_id`);--> statement-breakpoint
CREATE TABLE `risk_profile_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`portfolio_id` integer,
	`answers` text NOT NULL,
	`step` integer DEFAULT 0 NOT NULL,
	`score` integer,
	`completed_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`portfolio_id`) REFERENCES `portfolios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "risk_profile_answers_step" CHECK("risk_profile_answers"."step" >= 0),
	CONSTRAINT "risk_profile_answers_done" CHECK(("risk_profile_answers"."score" IS NULL) = ("risk_profile_answers"."completed_at" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `risk_profile_answers_unique` ON `risk_profile_answers` (`user_id`, coalesce(`portfolio_id`, 0));--> statement-breakpoint
CREATE TABLE `usd_rates` (
	`rate_date` text PRIMARY KEY NOT NULL,
	`buy_rate` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	CONSTRAINT "usd_rates_buy_rate" CHECK("usd_rates"."buy_rate" > 0),
	CONSTRAINT "usd_rates_date" CHECK(length(rate_date) = 10 AND date(rate_date) = rate_date)
);
--> statement-breakpoint
ALTER TABLE `portfolios` ADD `closed_at` integer;