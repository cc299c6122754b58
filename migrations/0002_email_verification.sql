CREATE TABLE `email_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_verifications_token_hash" CHECK(length("email_verifications"."token_hash") = 64 AND "email_verifications"."token_hash" NOT GLOB '*[^0-9a-f]*'),
	CONSTRAINT "email_verifications_email_lowercase" CHECK("email_verifications"."email" = lower("email_verifications"."email") AND instr("email_verifications"."email", '@') > 1),
	CONSTRAINT "email_verifications_expiry" CHECK("email_verifications"."expires_at" > "email_verifications"."created_at"),
	CONSTRAINT "email_verifications_used_at" CHECK("email_verifications"."used_at" IS NULL OR "email_verifications"."used_at" >= "email_verifications"."created_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_verifications_token_hash_unique` ON `email_verifications` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_verifications_user_idx` ON `email_verifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "outbox_emails_kind" CHECK("outbox_emails"."kind" IN ('EMAIL_VERIFICATION')),
	CONSTRAINT "outbox_emails_to_address" CHECK(instr("outbox_emails"."to_address", '@') > 1),
	CONSTRAINT "outbox_emails_subject" CHECK(length("outbox_emails"."subject") BETWEEN 1 AND 200),
	CONSTRAINT "outbox_emails_sent_at" CHECK("outbox_emails"."sent_at" IS NULL OR "outbox_emails"."sent_at" >= "outbox_emails"."created_at")
);
--> statement-breakpoint
CREATE INDEX `outbox_emails_created_idx` ON `outbox_emails` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_emails_unsent_idx` ON `outbox_emails` (`sent_at`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_emails_user_idx` ON `outbox_emails` (`user_id`);