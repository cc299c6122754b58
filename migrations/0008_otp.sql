CREATE TABLE `contact_change_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`new_value` text NOT NULL,
	`proposed_by_kind` text NOT NULL,
	`proposed_by_user_id` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`expires_at` integer NOT NULL,
	`confirmed_at` integer,
	`cancelled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`proposed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "contact_change_proposals_kind" CHECK("contact_change_proposals"."kind" IN ('EMAIL', 'PHONE')),
	CONSTRAINT "contact_change_proposals_by" CHECK("contact_change_proposals"."proposed_by_kind" IN ('cli', 'operator')),
	CONSTRAINT "contact_change_proposals_expiry" CHECK("contact_change_proposals"."expires_at" > "contact_change_proposals"."created_at"),
	CONSTRAINT "contact_change_proposals_closed" CHECK("contact_change_proposals"."confirmed_at" IS NULL OR "contact_change_proposals"."cancelled_at" IS NULL)
);
--> statement-breakpoint
CREATE INDEX `contact_change_proposals_user_idx` ON `contact_change_proposals` (`user_id`,`kind`,`created_at`);--> statement-breakpoint
ALTER TABLE `otp_challenges` ADD `completed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `contact_update_popup` text;