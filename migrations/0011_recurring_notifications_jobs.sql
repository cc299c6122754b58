CREATE TABLE `job_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`run_key` text NOT NULL,
	`started_at` integer NOT NULL,
	`heartbeat_at` integer NOT NULL,
	`finished_at` integer,
	`outcome` text NOT NULL,
	`runner` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`details` text,
	CONSTRAINT "job_runs_job" CHECK("job_runs"."job" IN ('recurring-run', 'payment-expiry', 'referral-release', 'maintenance')),
	CONSTRAINT "job_runs_outcome" CHECK("job_runs"."outcome" IN ('RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "job_runs_finished" CHECK(("job_runs"."outcome" = 'RUNNING') = ("job_runs"."finished_at" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_runs_job_key_unique` ON `job_runs` (`job`,`run_key`);--> statement-breakpoint
CREATE INDEX `job_runs_started_idx` ON `job_runs` (`started_at`);--> statement-breakpoint
CREATE TABLE `recurring_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`schedule_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`run_date` text NOT NULL,
	`state` text NOT NULL,
	`order_id` integer,
	`failure_reason` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`schedule_id`) REFERENCES `recurring_schedules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "recurring_runs_state" CHECK("recurring_runs"."state" IN ('SCHEDULED', 'FAILED', 'FAILED_INITIAL_PAYMENT', 'WAITING_INITIAL_PAYMENT', 'WAITING_PAYMENT', 'PAID', 'WAITING_REGISTRATION')),
	CONSTRAINT "recurring_runs_date" CHECK((run_date IS NULL OR (length(run_date) = 10 AND date(run_date) = run_date)))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recurring_runs_schedule_date_unique` ON `recurring_runs` (`schedule_id`,`run_date`);--> statement-breakpoint
CREATE INDEX `recurring_runs_user_idx` ON `recurring_runs` (`user_id`,`run_date`);--> statement-breakpoint
CREATE INDEX `recurring_runs_order_idx` ON `recurring_runs` (`order_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`channel` text DEFAULT 'email' NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`body_html` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "outbox_emails_kind" CHECK("__new_outbox_emails"."kind" IN ('EMAIL_VERIFICATION', 'ACCOUNT_EXISTS', 'KYC_SUBMITTED', 'KYC_APPROVED', 'KYC_REJECTED', 'KYC_BLACKLISTED', 'OTP', 'BANK_ACCOUNT_VERIFIED', 'BANK_ACCOUNT_REJECTED', 'CONTACT_CHANGED', 'ORDER_PAID', 'ORDER_COMPLETED', 'ORDER_EXPIRED', 'RECURRING_RUN_CREATED', 'RECURRING_RUN_FAILED', 'SELL_PROCEEDS_PAID', 'DIVIDEND_PAID', 'REFERRAL_CASHBACK_CREDITED', 'COUPON_CASHBACK_CREDITED', 'PROMO')),
	CONSTRAINT "outbox_emails_channel" CHECK("__new_outbox_emails"."channel" IN ('email', 'whatsapp')),
	CONSTRAINT "outbox_emails_to_address" CHECK(("__new_outbox_emails"."channel" = 'email' AND instr("__new_outbox_emails"."to_address", '@') > 1) OR ("__new_outbox_emails"."channel" = 'whatsapp' AND "__new_outbox_emails"."to_address" GLOB '+[0-9]*' AND length("__new_outbox_emails"."to_address") BETWEEN 9 AND 16)),
	CONSTRAINT "outbox_emails_subject" CHECK(length("__new_outbox_emails"."subject") BETWEEN 1 AND 200),
	CONSTRAINT "outbox_emails_sent_at" CHECK("__new_outbox_emails"."sent_at" IS NULL OR "__new_outbox_emails"."sent_at" >= "__new_outbox_emails"."created_at")
);
--> statement-breakpoint
INSERT INTO `__new_outbox_emails`("id", "user_id", "kind", "channel", "to_address", "subject", "body_text", "body_html", "created_at", "sent_at") SELECT "id", "user_id", "kind", "channel", "to_address", "subject", "body_text", NULL, "created_at", "sent_at" FROM `outbox_emails`;--> statement-breakpoint
DROP TABLE `outbox_emails`;--> statement-breakpoint
ALTER TABLE `__new_outbox_emails` RENAME TO `outbox_emails`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `outbox_emails_created_idx` ON `outbox_emails` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_emails_unsent_idx` ON `outbox_emails` (`sent_at`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_emails_user_idx` ON `outbox_emails` (`user_id`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `kind` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `params` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `recurring_schedule_id` integer REFERENCES recurring_schedules(id);--> statement-breakpoint
ALTER TABLE `users` ADD `email_notifications` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `recurring_schedules_status_idx` ON `recurring_schedules` (`status`);