CREATE TABLE `sign_up_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_key` text NOT NULL,
	`attempted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_up_attempts_client_idx` ON `sign_up_attempts` (`client_key`,`attempted_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "outbox_emails_kind" CHECK("__new_outbox_emails"."kind" IN ('EMAIL_VERIFICATION', 'ACCOUNT_EXISTS')),
	CONSTRAINT "outbox_emails_to_address" CHECK(instr("__new_outbox_emails"."to_address", '@') > 1),
	CONSTRAINT "outbox_emails_subject" CHECK(length("__new_outbox_emails"."subject") BETWEEN 1 AND 200),
	CONSTRAINT "outbox_emails_sent_at" CHECK("__new_outbox_emails"."sent_at" IS NULL OR "__new_outbox_emails"."sent_at" >= "__new_outbox_emails"."created_at")
);
--> statement-breakpoint
INSERT INTO `__new_outbox_emails`("id", "user_id", "kind", "to_address", "subject", "body_text", "created_at", "sent_at") SELECT "id", "user_id", "kind", "to_address", "subject", "body_text", "created_at", "sent_at" FROM `outbox_emails`;--> statement-breakpoint
DROP TABLE `outbox_emails`;--> statement-breakpoint
ALTER TABLE `__new_outbox_emails` RENAME TO `outbox_emails`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `outbox_emails_created_idx` ON `outbox_emails` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_emails_unsent_idx` ON `outbox_emails` (`sent_at`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_emails_user_idx` ON `outbox_emails` (`user_id`);