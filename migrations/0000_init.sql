CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`headline_image_url` text NOT NULL,
	`category` text NOT NULL,
	`publish_date` text NOT NULL,
	`is_published` integer DEFAULT true NOT NULL,
	CONSTRAINT "articles_publish_date" CHECK((publish_date IS NULL OR (length(publish_date) = 10 AND date(publish_date) = publish_date)))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_publish_idx` ON `articles` (`is_published`,`publish_date`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_user_id` integer,
	`actor_kind` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`details` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE TABLE `bank_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`bank_id` integer NOT NULL,
	`account_number` text NOT NULL,
	`holder_name` text NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_id`) REFERENCES `banks`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bank_accounts_currency" CHECK("bank_accounts"."currency" IN ('IDR', 'USD')),
	CONSTRAINT "bank_accounts_status" CHECK("bank_accounts"."status" IN ('PENDING', 'VERIFIED', 'REJECTED')),
	CONSTRAINT "bank_accounts_number" CHECK("bank_accounts"."account_number" GLOB '[0-9]*' AND length("bank_accounts"."account_number") BETWEEN 6 AND 20)
);
--> statement-breakpoint
CREATE INDEX `bank_accounts_user_idx` ON `bank_accounts` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_unique` ON `bank_accounts` (`user_id`,`bank_id`,`account_number`,`currency`);--> statement-breakpoint
CREATE TABLE `banks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`logo_url` text,
	`supports_virtual_account` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `banks_code_unique` ON `banks` (`code`);--> statement-breakpoint
CREATE TABLE `custodian_banks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`logo_url` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custodian_banks_name_unique` ON `custodian_banks` (`name`);--> statement-breakpoint
CREATE TABLE `exchange_holidays` (
	`date` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	CONSTRAINT "exchange_holidays_date" CHECK((date IS NULL OR (length(date) = 10 AND date(date) = date)))
);
--> statement-breakpoint
CREATE TABLE `feature_flags` (
	`name` text PRIMARY KEY NOT NULL,
	`enabled` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fund_allocation_policies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fund_id` integer NOT NULL,
	`name` text NOT NULL,
	`lower_bound_bp` integer NOT NULL,
	`upper_bound_bp` integer NOT NULL,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fund_allocation_policies_bounds" CHECK("fund_allocation_policies"."lower_bound_bp" BETWEEN 0 AND 10000 AND "fund_allocation_policies"."upper_bound_bp" BETWEEN "fund_allocation_policies"."lower_bound_bp" AND 10000)
);
--> statement-breakpoint
CREATE INDEX `fund_allocation_policies_fund_idx` ON `fund_allocation_policies` (`fund_id`);--> statement-breakpoint
CREATE TABLE `fund_asset_allocations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fund_id` integer NOT NULL,
	`name` text NOT NULL,
	`percent_bp` integer NOT NULL,
	`as_of` text NOT NULL,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fund_asset_allocations_percent" CHECK("fund_asset_allocations"."percent_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE INDEX `fund_asset_allocations_fund_idx` ON `fund_asset_allocations` (`fund_id`);--> statement-breakpoint
CREATE TABLE `fund_aums` (
	`fund_id` integer NOT NULL,
	`aum_date` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`fund_id`, `aum_date`),
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fund_aums_amount" CHECK("fund_aums"."amount" >= 0),
	CONSTRAINT "fund_aums_date" CHECK((aum_date IS NULL OR (length(aum_date) = 10 AND date(aum_date) = aum_date)))
);
--> statement-breakpoint
CREATE TABLE `fund_dividends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fund_id` integer NOT NULL,
	`cumulative_date` text NOT NULL,
	`payment_date` text NOT NULL,
	`distributed_income_per_unit` integer,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fund_dividends_dates" CHECK("fund_dividends"."payment_date" >= "fund_dividends"."cumulative_date"),
	CONSTRAINT "fund_dividends_income" CHECK("fund_dividends"."distributed_income_per_unit" IS NULL OR "fund_dividends"."distributed_income_per_unit" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fund_dividends_unique` ON `fund_dividends` (`fund_id`,`cumulative_date`);--> statement-breakpoint
CREATE TABLE `fund_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fund_id` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`file_name` text NOT NULL,
	`mime_type` text DEFAULT 'application/pdf' NOT NULL,
	`content` blob NOT NULL,
	`published_at` text NOT NULL,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fund_documents_kind" CHECK("fund_documents"."kind" IN ('PROSPECTUS', 'FUND_FACT_SHEET'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fund_documents_unique` ON `fund_documents` (`fund_id`,`kind`);--> statement-breakpoint
CREATE TABLE `fund_navs` (
	`fund_id` integer NOT NULL,
	`nav_date` text NOT NULL,
	`nav` integer NOT NULL,
	`adjusted_nav` integer NOT NULL,
	PRIMARY KEY(`fund_id`, `nav_date`),
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fund_navs_positive" CHECK("fund_navs"."nav" > 0 AND "fund_navs"."adjusted_nav" > 0),
	CONSTRAINT "fund_navs_date" CHECK((nav_date IS NULL OR (length(nav_date) = 10 AND date(nav_date) = nav_date)))
);
--> statement-breakpoint
CREATE TABLE `fund_statistics` (
	`fund_id` integer NOT NULL,
	`period` text NOT NULL,
	`start_date` text,
	`end_date` text,
	`return_ppm` integer,
	`unadjusted_return_ppm` integer,
	`cagr_ppm` integer,
	`max_drawdown_ppm` integer,
	`computed_at` integer NOT NULL,
	PRIMARY KEY(`fund_id`, `period`),
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fund_statistics_period" CHECK("fund_statistics"."period" IN ('oneDay', 'oneMonth', 'threeMonth', 'sixMonth', 'yearToDate', 'oneYear', 'threeYear', 'fiveYear', 'tenYear', 'allTime')),
	CONSTRAINT "fund_statistics_drawdown" CHECK("fund_statistics"."max_drawdown_ppm" IS NULL OR "fund_statistics"."max_drawdown_ppm" BETWEEN -1000000 AND 0)
);
--> statement-breakpoint
CREATE INDEX `fund_statistics_period_idx` ON `fund_statistics` (`period`,`return_ppm`);--> statement-breakpoint
CREATE TABLE `fund_switchings` (
	`fund_id` integer NOT NULL,
	`target_fund_id` integer NOT NULL,
	PRIMARY KEY(`fund_id`, `target_fund_id`),
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fund_switchings_not_self" CHECK("fund_switchings"."fund_id" <> "fund_switchings"."target_fund_id")
);
--> statement-breakpoint
CREATE TABLE `fund_top_holdings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fund_id` integer NOT NULL,
	`as_of` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fund_top_holdings_date" CHECK((as_of IS NULL OR (length(as_of) = 10 AND date(as_of) = as_of)))
);
--> statement-breakpoint
CREATE INDEX `fund_top_holdings_fund_idx` ON `fund_top_holdings` (`fund_id`,`as_of`);--> statement-breakpoint
CREATE TABLE `funds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`type` text NOT NULL,
	`category` text NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'active_subsenabled' NOT NULL,
	`logo_url` text,
	`is_index_fund` integer DEFAULT false NOT NULL,
	`is_newcomer` integer DEFAULT false NOT NULL,
	`has_dividend` integer DEFAULT false NOT NULL,
	`is_capital_protected` integer DEFAULT false NOT NULL,
	`investment_manager_id` integer NOT NULL,
	`custodian_bank_id` integer NOT NULL,
	`container_account` text,
	`container_account_redeem` text,
	`container_account_redeem_bank_id` integer,
	`minimum_initial_subscription_amount` integer NOT NULL,
	`minimum_subscription_amount` integer NOT NULL,
	`minimum_redemption_amount` integer,
	`expense_ratio_bp` integer NOT NULL,
	`subscription_fee_bp` integer DEFAULT 0 NOT NULL,
	`redemption_fee_bp` integer DEFAULT 0 NOT NULL,
	`cutoff_time` text DEFAULT '13:00' NOT NULL,
	`launch_date` text NOT NULL,
	`dividend_policy` text,
	`description` text NOT NULL,
	`header_info_label` text,
	`header_info_data` text,
	`current_aum` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`investment_manager_id`) REFERENCES `investment_managers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`custodian_bank_id`) REFERENCES `custodian_banks`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`container_account_redeem_bank_id`) REFERENCES `banks`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "funds_type" CHECK("funds"."type" IN ('PASAR_UANG', 'PENDAPATAN_TETAP', 'CAMPURAN', 'SAHAM')),
	CONSTRAINT "funds_category" CHECK("funds"."category" IN ('KONVENSIONAL', 'SYARIAH')),
	CONSTRAINT "funds_currency" CHECK("funds"."currency" IN ('IDR', 'USD')),
	CONSTRAINT "funds_status" CHECK("funds"."status" IN ('active_subsenabled', 'active_subsdisabled')),
	CONSTRAINT "funds_slug" CHECK("funds"."slug" GLOB '[a-z0-9]*' AND "funds"."slug" NOT GLOB '*[^a-z0-9-]*'),
	CONSTRAINT "funds_minimums" CHECK("funds"."minimum_subscription_amount" > 0 AND "funds"."minimum_initial_subscription_amount" >= "funds"."minimum_subscription_amount" AND ("funds"."minimum_redemption_amount" IS NULL OR "funds"."minimum_redemption_amount" > 0)),
	CONSTRAINT "funds_expense_ratio" CHECK("funds"."expense_ratio_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "funds_fees" CHECK("funds"."subscription_fee_bp" BETWEEN 0 AND 10000 AND "funds"."redemption_fee_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "funds_cutoff" CHECK("funds"."cutoff_time" GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "funds_launch_date" CHECK((launch_date IS NULL OR (length(launch_date) = 10 AND date(launch_date) = launch_date))),
	CONSTRAINT "funds_current_aum" CHECK("funds"."current_aum" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `funds_code_unique` ON `funds` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `funds_slug_unique` ON `funds` (`slug`);--> statement-breakpoint
CREATE INDEX `funds_type_idx` ON `funds` (`type`,`status`);--> statement-breakpoint
CREATE INDEX `funds_manager_idx` ON `funds` (`investment_manager_id`);--> statement-breakpoint
CREATE TABLE `investment_managers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`logo_url` text,
	`website` text,
	`description` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `investment_managers_slug_unique` ON `investment_managers` (`slug`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`category` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`link` text,
	`read_at` integer,
	`deleted_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_category" CHECK("notifications"."category" IN ('TRANSACTION', 'ACCOUNT', 'PROMO', 'INFO'))
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	`target_fund_id` integer,
	`amount` integer NOT NULL,
	`fee_amount` integer DEFAULT 0 NOT NULL,
	`fee_bp` integer DEFAULT 0 NOT NULL,
	`units` integer,
	`nav` integer,
	`nav_date` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`target_fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "order_items_amounts" CHECK("order_items"."amount" >= 0 AND "order_items"."fee_amount" >= 0 AND "order_items"."fee_amount" <= "order_items"."amount"),
	CONSTRAINT "order_items_units" CHECK("order_items"."units" IS NULL OR "order_items"."units" >= 0),
	CONSTRAINT "order_items_nav" CHECK("order_items"."nav" IS NULL OR "order_items"."nav" > 0)
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_fund_idx` ON `order_items` (`fund_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_number` text NOT NULL,
	`user_id` integer NOT NULL,
	`portfolio_id` integer NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`fee_amount` integer DEFAULT 0 NOT NULL,
	`cashback_amount` integer DEFAULT 0 NOT NULL,
	`coupon_code` text,
	`source` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`nav_date` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`paid_at` integer,
	`completed_at` integer,
	`canceled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`portfolio_id`) REFERENCES `portfolios`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_type" CHECK("orders"."type" IN ('BUY', 'SELL', 'SWITCH')),
	CONSTRAINT "orders_status" CHECK("orders"."status" IN ('WAITING_PAYMENT', 'PAID', 'COMPLETED', 'CANCELED', 'EXPIRED', 'REJECTED')),
	CONSTRAINT "orders_currency" CHECK("orders"."currency" IN ('IDR', 'USD')),
	CONSTRAINT "orders_amounts" CHECK("orders"."amount" > 0 AND "orders"."fee_amount" >= 0 AND "orders"."cashback_amount" >= 0),
	CONSTRAINT "orders_nav_date" CHECK((nav_date IS NULL OR (length(nav_date) = 10 AND date(nav_date) = nav_date)))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_transaction_number_unique` ON `orders` (`transaction_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_unique` ON `orders` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `orders_status_nav_date_idx` ON `orders` (`status`,`nav_date`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`method` text NOT NULL,
	`virtual_account_number` text,
	`reference` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`expires_at` integer NOT NULL,
	`paid_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payments_amount" CHECK("payments"."amount" > 0),
	CONSTRAINT "payments_status" CHECK("payments"."status" IN ('PENDING', 'PAID', 'EXPIRED', 'FAILED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reference_unique` ON `payments` (`reference`);--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE TABLE `portfolio_recommendations` (
	`portfolio_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	`target_bp` integer NOT NULL,
	PRIMARY KEY(`portfolio_id`, `fund_id`),
	FOREIGN KEY (`portfolio_id`) REFERENCES `portfolios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "portfolio_recommendations_target" CHECK("portfolio_recommendations"."target_bp" BETWEEN 1 AND 10000)
);
--> statement-breakpoint
CREATE TABLE `portfolios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`icon` text DEFAULT 'default' NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`robo_cermat` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`risk_portfolio_score` integer,
	`score_lower_limit` integer,
	`goal_type` text,
	`target_amount` integer,
	`mature_at` text,
	`show_target` integer DEFAULT false NOT NULL,
	`retirement_age` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "portfolios_name" CHECK(length("portfolios"."name") BETWEEN 1 AND 30),
	CONSTRAINT "portfolios_target_amount" CHECK("portfolios"."target_amount" IS NULL OR "portfolios"."target_amount" > 0),
	CONSTRAINT "portfolios_mature_at" CHECK((mature_at IS NULL OR (length(mature_at) = 10 AND date(mature_at) = mature_at)))
);
--> statement-breakpoint
CREATE INDEX `portfolios_user_idx` ON `portfolios` (`user_id`,`active`);--> statement-breakpoint
CREATE UNIQUE INDEX `portfolios_default_unique` ON `portfolios` (`user_id`) WHERE "portfolios"."is_default" = 1;--> statement-breakpoint
CREATE TABLE `positions` (
	`user_id` integer NOT NULL,
	`portfolio_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	`units` integer NOT NULL,
	`cost_basis` integer NOT NULL,
	`realized_profit` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`portfolio_id`, `fund_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`portfolio_id`) REFERENCES `portfolios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "positions_nonnegative" CHECK("positions"."units" >= 0 AND "positions"."cost_basis" >= 0)
);
--> statement-breakpoint
CREATE INDEX `positions_user_idx` ON `positions` (`user_id`);--> statement-breakpoint
CREATE TABLE `promo_banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`banner_url` text NOT NULL,
	`image_webp_url` text NOT NULL,
	`mobile_image_webp_url` text NOT NULL,
	`new_window` integer DEFAULT false NOT NULL,
	`no_follow` integer DEFAULT false NOT NULL,
	`data_button_name` text NOT NULL,
	`is_external` integer DEFAULT false NOT NULL,
	`position` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`starts_at` text,
	`ends_at` text
);
--> statement-breakpoint
CREATE INDEX `promo_banners_active_idx` ON `promo_banners` (`is_active`,`position`);--> statement-breakpoint
CREATE TABLE `qna_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`question_en` text NOT NULL,
	`answer_en` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `robo_model_funds` (
	`model_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	`target_bp` integer NOT NULL,
	PRIMARY KEY(`model_id`, `fund_id`),
	FOREIGN KEY (`model_id`) REFERENCES `robo_models`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "robo_model_funds_target" CHECK("robo_model_funds"."target_bp" BETWEEN 1 AND 10000)
);
--> statement-breakpoint
CREATE TABLE `robo_models` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`risk` text NOT NULL,
	`score_lower_limit` integer NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `robo_models_risk_unique` ON `robo_models` (`risk`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `sign_in_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`client_key` text NOT NULL,
	`succeeded` integer NOT NULL,
	`attempted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_in_attempts_email_idx` ON `sign_in_attempts` (`email`,`attempted_at`);--> statement-breakpoint
CREATE INDEX `sign_in_attempts_client_idx` ON `sign_in_attempts` (`client_key`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `unit_ledger` (
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
	CONSTRAINT "unit_ledger_entry_type" CHECK("unit_ledger"."entry_type" IN ('SUBSCRIPTION', 'REDEMPTION', 'SWITCH_IN', 'SWITCH_OUT', 'DIVIDEND_REINVESTMENT', 'DIVIDEND_CASH')),
	CONSTRAINT "unit_ledger_sign" CHECK(("unit_ledger"."entry_type" IN ('SUBSCRIPTION', 'SWITCH_IN', 'DIVIDEND_REINVESTMENT') AND "unit_ledger"."units" > 0) OR ("unit_ledger"."entry_type" IN ('REDEMPTION', 'SWITCH_OUT') AND "unit_ledger"."units" < 0) OR ("unit_ledger"."entry_type" = 'DIVIDEND_CASH' AND "unit_ledger"."units" = 0)),
	CONSTRAINT "unit_ledger_nav" CHECK("unit_ledger"."nav" > 0 AND "unit_ledger"."amount" >= 0),
	CONSTRAINT "unit_ledger_date" CHECK((nav_date IS NULL OR (length(nav_date) = 10 AND date(nav_date) = nav_date)))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `unit_ledger_idempotency_unique` ON `unit_ledger` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `unit_ledger_position_idx` ON `unit_ledger` (`portfolio_id`,`fund_id`);--> statement-breakpoint
CREATE INDEX `unit_ledger_user_type_idx` ON `unit_ledger` (`user_id`,`entry_type`,`nav_date`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'investor' NOT NULL,
	`first_name` text NOT NULL,
	`full_name` text NOT NULL,
	`mobile_phone` text NOT NULL,
	`language` text DEFAULT 'id' NOT NULL,
	`email_verified_at` integer,
	`is_verified` integer DEFAULT false NOT NULL,
	`pin_hash` text,
	`mutual_fund_kyc_status` text,
	`mutual_fund_kyc_updated_at` integer,
	`kyc_rejection_reason` text,
	`ksei_rejection_reason` text,
	`registration_started_at` integer,
	`form_version` text DEFAULT 'second' NOT NULL,
	`last_page_filled` text,
	`kyc_prefill` text,
	`quiz_step` integer DEFAULT 0 NOT NULL,
	`kyc_risk` text DEFAULT 'low' NOT NULL,
	`kyc_risk_details` text,
	`has_filled_edd` integer DEFAULT false NOT NULL,
	`sales_code` text,
	`investor_risk_profile` text,
	`verified_date_of_birth` text,
	`referral_code` text,
	`cashback_amount` integer DEFAULT 0 NOT NULL,
	`cashback_expired_at` integer,
	`referrer_status` text,
	`referrer_expired_at` integer,
	`enable_mutual_fund_balance_masking` integer DEFAULT false NOT NULL,
	`has_dismissed_holding_period_referral_card` integer DEFAULT false NOT NULL,
	`has_dismissed_risk_warning_popup` integer DEFAULT false NOT NULL,
	`has_closed_financial_goals_popup` integer DEFAULT false NOT NULL,
	`has_closed_success_registration_card` integer DEFAULT false NOT NULL,
	`has_closed_success_registration_popup` integer DEFAULT false NOT NULL,
	`has_closed_success_revision_popup` integer DEFAULT false NOT NULL,
	`has_closed_success_verification_popup` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer,
	CONSTRAINT "users_email_lowercase" CHECK("users"."email" = lower("users"."email") AND instr("users"."email", '@') > 1),
	CONSTRAINT "users_role" CHECK("users"."role" IN ('investor', 'operator')),
	CONSTRAINT "users_language" CHECK("users"."language" IN ('id', 'en')),
	CONSTRAINT "users_kyc_status" CHECK("users"."mutual_fund_kyc_status" IS NULL OR "users"."mutual_fund_kyc_status" IN ('pendingVerification', 'verifiedByCelengan', 'verifiedByCelenganAmend', 'verificationComplete', 'exportedToKsei', 'rejectedInternal', 'rejectedInternalAmend', 'rejectedKsei', 'rejectedHth', 'blacklistedInternal', 'blacklistedKsei', 'revisedAmend', 'pendingVerificationAmend')),
	CONSTRAINT "users_kyc_risk" CHECK("users"."kyc_risk" IN ('low', 'high')),
	CONSTRAINT "users_form_version" CHECK("users"."form_version" IN ('first', 'second')),
	CONSTRAINT "users_cashback_nonnegative" CHECK("users"."cashback_amount" >= 0),
	CONSTRAINT "users_quiz_step" CHECK("users"."quiz_step" >= 0),
	CONSTRAINT "users_first_name" CHECK(length("users"."first_name") BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_referral_code_unique` ON `users` (`referral_code`);--> statement-breakpoint
CREATE TABLE `video_courses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`thumbnail_url` text NOT NULL,
	`is_published` integer DEFAULT true NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `video_courses_slug_unique` ON `video_courses` (`slug`);--> statement-breakpoint
CREATE TABLE `videos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`video_url` text NOT NULL,
	`duration_seconds` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `video_courses`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "videos_duration" CHECK("videos"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `videos_slug_unique` ON `videos` (`course_id`,`slug`);--> statement-breakpoint
CREATE TABLE `watchlist` (
	`user_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	PRIMARY KEY(`user_id`, `fund_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE cascade
);
