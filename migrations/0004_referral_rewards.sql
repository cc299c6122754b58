CREATE TABLE `referral_rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`earned_at` integer NOT NULL,
	`releases_at` integer NOT NULL,
	`released_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "referral_rewards_amount" CHECK("referral_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_rewards_user_unique` ON `referral_rewards` (`user_id`);--> statement-breakpoint
CREATE INDEX `referral_rewards_due_idx` ON `referral_rewards` (`released_at`,`releases_at`);--> statement-breakpoint
-- drizzle-kit wrote a rebuild of `orders` here that copied the new column from the old table (which
-- does not have it); a plain ADD COLUMN is all the change needs (edited by hand, decision 025).
ALTER TABLE `orders` ADD `referral_cashback_amount` integer DEFAULT 0 NOT NULL;