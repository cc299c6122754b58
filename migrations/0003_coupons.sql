CREATE TABLE `coupon_funds` (
	`coupon_id` integer NOT NULL,
	`fund_id` integer NOT NULL,
	PRIMARY KEY(`coupon_id`, `fund_id`),
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fund_id`) REFERENCES `funds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`currency` text DEFAULT 'IDR' NOT NULL,
	`cashback_bp` integer,
	`cashback_amount` integer DEFAULT 0 NOT NULL,
	`gift_value` integer,
	`minimum_amount` integer DEFAULT 0 NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`quota` integer,
	`redeemed` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	CONSTRAINT "coupons_currency" CHECK("coupons"."currency" IN ('IDR', 'USD')),
	CONSTRAINT "coupons_code_upper" CHECK("coupons"."code" = upper("coupons"."code") AND length("coupons"."code") BETWEEN 3 AND 20),
	CONSTRAINT "coupons_amounts" CHECK("coupons"."cashback_amount" >= 0 AND "coupons"."minimum_amount" >= 0 AND ("coupons"."cashback_bp" IS NULL OR "coupons"."cashback_bp" BETWEEN 1 AND 10000) AND ("coupons"."gift_value" IS NULL OR "coupons"."gift_value" > 0)),
	CONSTRAINT "coupons_quota" CHECK("coupons"."redeemed" >= 0 AND ("coupons"."quota" IS NULL OR "coupons"."redeemed" <= "coupons"."quota"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code_unique` ON `coupons` (`code`);--> statement-breakpoint
-- Added in place: recreating `orders` (drizzle-kit's way to add a CHECK) would cascade-delete the
-- order items and payments that reference it, since the migrator runs with foreign keys on.
ALTER TABLE `orders` ADD `coupon_cashback_amount` integer DEFAULT 0 NOT NULL CONSTRAINT "orders_coupon_cashback" CHECK(`coupon_cashback_amount` >= 0);
