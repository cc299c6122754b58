ALTER TABLE `orders` ADD `coupon_cashback_credited_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_unpaid_coupon_unique` ON `orders` (`user_id`,`coupon_code`) WHERE "orders"."status" = 'WAITING_PAYMENT' AND "orders"."coupon_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `gateway_paid_at` integer;