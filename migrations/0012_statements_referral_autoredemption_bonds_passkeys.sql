CREATE TABLE `auto_redemption_triggers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auto_redemption_id` integer NOT NULL,
	`trigger_key` text NOT NULL,
	`nav_date` text NOT NULL,
	`outcome` text NOT NULL,
	`order_id` integer,
	`reason` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`auto_redemption_id`) REFERENCES `auto_redemptions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "auto_redemption_triggers_outcome" CHECK("auto_redemption_triggers"."outcome" IN ('ORDER_PLACED', 'SKIPPED')),
	CONSTRAINT "auto_redemption_triggers_nav_date" CHECK((nav_date IS NULL OR (length(nav_date) = 10 AND date(nav_date) = nav_date)))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auto_redemption_triggers_unique` ON `auto_redemption_triggers` (`auto_redemption_id`,`trigger_key`);--> statement-breakpoint
CREATE TABLE `auto_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`portfolio_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	`status` text NOT NULL,
	`trigger_type` text NOT NULL,
	`profit_target_bps` integer,
	`period_months` integer,
	`scope` text NOT NULL,
	`anchor_date` text,
	`pending_change` text,
	`consent_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`portfolio_id`) REFERENCES `portfolios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "auto_redemptions_status" CHECK("auto_redemptions"."status" IN ('ACTIVE', 'INACTIVE', 'PENDING_ACTIVATION_APPROVAL', 'PENDING_EDIT_APPROVAL', 'PENDING_CANCELLATION_APPROVAL')),
	CONSTRAINT "auto_redemptions_trigger_type" CHECK("auto_redemptions"."trigger_type" IN ('PERCENTAGE_PROFIT', 'PERIOD')),
	CONSTRAINT "auto_redemptions_scope" CHECK("auto_redemptions"."scope" IN ('ALL', 'PROFIT_ONLY')),
	CONSTRAINT "auto_redemptions_trigger" CHECK(("auto_redemptions"."trigger_type" = 'PERCENTAGE_PROFIT' AND "auto_redemptions"."profit_target_bps" > 0) OR ("auto_redemptions"."trigger_type" = 'PERIOD' AND "auto_redemptions"."period_months" IN (1, 3, 6) AND "auto_redemptions"."anchor_date" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX `auto_redemptions_user_idx` ON `auto_redemptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `auto_redemptions_status_idx` ON `auto_redemptions` (`status`,`fund_id`);--> statement-breakpoint
CREATE TABLE `bonds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`issuer` text NOT NULL,
	`is_sharia` integer DEFAULT false NOT NULL,
	`currency` text DEFAULT 'IDR' NOT NULL,
	`coupon_rate_bps` integer NOT NULL,
	`coupon_floating` integer DEFAULT false NOT NULL,
	`coupon_frequency_months` integer NOT NULL,
	`issue_date` text NOT NULL,
	`maturity_date` text NOT NULL,
	`offer_start_date` text,
	`offer_end_date` text,
	`minimum_amount` integer NOT NULL,
	`rating` text,
	`tradable` integer NOT NULL,
	`description` text NOT NULL,
	`description_en` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	CONSTRAINT "bonds_type" CHECK("bonds"."type" IN ('CORPORATE', 'GOVERNMENT', 'ORI', 'SBR', 'SR', 'ST')),
	CONSTRAINT "bonds_status" CHECK("bonds"."status" IN ('OFFERING', 'SECONDARY', 'MATURED')),
	CONSTRAINT "bonds_currency" CHECK("bonds"."currency" IN ('IDR', 'USD')),
	CONSTRAINT "bonds_coupon" CHECK("bonds"."coupon_rate_bps" >= 0 AND "bonds"."coupon_frequency_months" IN (1, 3, 6, 12)),
	CONSTRAINT "bonds_minimum" CHECK("bonds"."minimum_amount" > 0),
	CONSTRAINT "bonds_dates" CHECK("bonds"."issue_date" <= "bonds"."maturity_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bonds_code_unique` ON `bonds` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `bonds_slug_unique` ON `bonds` (`slug`);--> statement-breakpoint
CREATE TABLE `passkeys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`credential_id` text NOT NULL,
	`public_key` blob NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text,
	`device_type` text NOT NULL,
	`backed_up` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "passkeys_counter" CHECK("passkeys"."counter" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `passkeys_credential_unique` ON `passkeys` (`credential_id`);--> statement-breakpoint
CREATE INDEX `passkeys_user_idx` ON `passkeys` (`user_id`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`referrer_user_id` integer NOT NULL,
	`referee_user_id` integer NOT NULL,
	`code` text NOT NULL,
	`state` text DEFAULT 'WAITING_TRANSACTION' NOT NULL,
	`order_id` integer,
	`reward_amount` integer DEFAULT 0 NOT NULL,
	`holding_ends_at` integer,
	`credited_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`referrer_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referee_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "referrals_not_self" CHECK("referrals"."referrer_user_id" <> "referrals"."referee_user_id"),
	CONSTRAINT "referrals_state" CHECK("referrals"."state" IN ('WAITING_TRANSACTION', 'ON_HOLDING_PERIOD', 'ELIGIBLE', 'CREDITED')),
	CONSTRAINT "referrals_reward" CHECK("referrals"."reward_amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referee_unique` ON `referrals` (`referee_user_id`);--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `referrals_due_idx` ON `referrals` (`state`,`holding_ends_at`);--> statement-breakpoint
CREATE TABLE `statements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`period` text NOT NULL,
	`language` text NOT NULL,
	`figures` text NOT NULL,
	`pdf` blob NOT NULL,
	`generated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "statements_kind" CHECK("statements"."kind" IN ('MONTHLY', 'TAX_YEAR')),
	CONSTRAINT "statements_period" CHECK(("statements"."kind" = 'MONTHLY' AND "statements"."period" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]') OR ("statements"."kind" = 'TAX_YEAR' AND "statements"."period" GLOB '[0-9][0-9][0-9][0-9]'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statements_user_kind_period_unique` ON `statements` (`user_id`,`kind`,`period`);--> statement-breakpoint
CREATE INDEX `statements_kind_period_idx` ON `statements` (`kind`,`period`);--> statement-breakpoint
CREATE TABLE `webauthn_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`purpose` text NOT NULL,
	`challenge` text NOT NULL,
	`subject` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "webauthn_challenges_purpose" CHECK("webauthn_challenges"."purpose" IN ('ENROLL', 'SIGN_IN', 'CONFIRM'))
);
--> statement-breakpoint
CREATE INDEX `webauthn_challenges_expires_idx` ON `webauthn_challenges` (`expires_at`);--> statement-breakpoint
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
	`attachment_name` text,
	`attachment_type` text,
	`attachment` blob,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "outbox_emails_kind" CHECK("__new_outbox_emails"."kind" IN ('EMAIL_VERIFICATION', 'ACCOUNT_EXISTS', 'KYC_SUBMITTED', 'KYC_APPROVED', 'KYC_REJECTED', 'KYC_BLACKLISTED', 'OTP', 'BANK_ACCOUNT_VERIFIED', 'BANK_ACCOUNT_REJECTED', 'CONTACT_CHANGED', 'ORDER_PAID', 'ORDER_COMPLETED', 'ORDER_EXPIRED', 'RECURRING_RUN_CREATED', 'RECURRING_RUN_FAILED', 'SELL_PROCEEDS_PAID', 'DIVIDEND_PAID', 'REFERRAL_CASHBACK_CREDITED', 'COUPON_CASHBACK_CREDITED', 'PROMO', 'AUTO_REDEMPTION_TRIGGERED', 'REFERRAL_REWARD_CREDITED', 'PASSKEY_ADDED', 'TAX_REPORT')),
	CONSTRAINT "outbox_emails_channel" CHECK("__new_outbox_emails"."channel" IN ('email', 'whatsapp')),
	CONSTRAINT "outbox_emails_to_address" CHECK(("__new_outbox_emails"."channel" = 'email' AND instr("__new_outbox_emails"."to_address", '@') > 1) OR ("__new_outbox_emails"."channel" = 'whatsapp' AND "__new_outbox_emails"."to_address" GLOB '+[0-9]*' AND length("__new_outbox_emails"."to_address") BETWEEN 9 AND 16)),
	CONSTRAINT "outbox_emails_subject" CHECK(length("__new_outbox_emails"."subject") BETWEEN 1 AND 200),
	CONSTRAINT "outbox_emails_sent_at" CHECK("__new_outbox_emails"."sent_at" IS NULL OR "__new_outbox_emails"."sent_at" >= "__new_outbox_emails"."created_at")
);
--> statement-breakpoint
INSERT INTO `__new_outbox_emails`("id", "user_id", "kind", "channel", "to_address", "subject", "body_text", "body_html", "attachment_name", "attachment_type", "attachment", "created_at", "sent_at") SELECT "id", "user_id", "kind", "channel", "to_address", "subject", "body_text", "body_html", NULL, NULL, NULL, "created_at", "sent_at" FROM `outbox_emails`;--> statement-breakpoint
DROP TABLE `outbox_emails`;--> statement-breakpoint
ALTER TABLE `__new_outbox_emails` RENAME TO `outbox_emails`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `outbox_emails_created_idx` ON `outbox_emails` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_emails_unsent_idx` ON `outbox_emails` (`sent_at`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_emails_user_idx` ON `outbox_emails` (`user_id`);