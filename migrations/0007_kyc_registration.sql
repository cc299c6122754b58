CREATE TABLE `edd_answers` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`fund_source` text NOT NULL,
	`purpose` text NOT NULL,
	`yearly_transaction_band` text NOT NULL,
	`has_other_accounts` integer NOT NULL,
	`other_accounts` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "edd_answers_fund_source" CHECK("edd_answers"."fund_source" IN ('SALARY', 'BUSINESS', 'INHERITANCE', 'GRANT', 'INVESTMENT', 'SALE_OF_ASSETS', 'OTHER')),
	CONSTRAINT "edd_answers_purpose" CHECK("edd_answers"."purpose" IN ('INVESTMENT_GROWTH', 'SAVINGS', 'EDUCATION', 'RETIREMENT', 'BUSINESS', 'OTHER')),
	CONSTRAINT "edd_answers_band" CHECK("edd_answers"."yearly_transaction_band" IN ('UNDER_100M', 'FROM_100M_TO_500M', 'FROM_500M_TO_1B', 'FROM_1B_TO_5B', 'OVER_5B'))
);
--> statement-breakpoint
CREATE TABLE `kyc_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`storage_key` text NOT NULL,
	`mime_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`byte_size` integer NOT NULL,
	`sha256` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`superseded_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "kyc_documents_kind" CHECK("kyc_documents"."kind" IN ('ID_CARD', 'SELFIE_WITH_ID_CARD', 'SIGNATURE', 'PASSBOOK')),
	CONSTRAINT "kyc_documents_mime" CHECK("kyc_documents"."mime_type" IN ('image/jpeg', 'image/png')),
	CONSTRAINT "kyc_documents_size" CHECK("kyc_documents"."byte_size" > 0 AND "kyc_documents"."width" > 0 AND "kyc_documents"."height" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kyc_documents_storage_key_unique` ON `kyc_documents` (`storage_key`);--> statement-breakpoint
CREATE INDEX `kyc_documents_user_idx` ON `kyc_documents` (`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `kyc_registrations` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`email` text,
	`nik` text,
	`name_on_id_card` text,
	`date_of_birth` text,
	`gender` text,
	`mother_maiden_name` text,
	`education` text,
	`occupation` text,
	`income_band` text,
	`income_source` text,
	`pep_status` text,
	`pep_position` text,
	`pep_relationship` text,
	`referral_code` text,
	`bank_account_id` integer,
	`id_card_document_id` integer,
	`selfie_document_id` integer,
	`signature_document_id` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_account_id`) REFERENCES `bank_accounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`id_card_document_id`) REFERENCES `kyc_documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`selfie_document_id`) REFERENCES `kyc_documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`signature_document_id`) REFERENCES `kyc_documents`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "kyc_registrations_nik" CHECK("kyc_registrations"."nik" IS NULL OR (length("kyc_registrations"."nik") = 16 AND "kyc_registrations"."nik" NOT GLOB '*[^0-9]*')),
	CONSTRAINT "kyc_registrations_date_of_birth" CHECK((date_of_birth IS NULL OR (length(date_of_birth) = 10 AND date(date_of_birth) = date_of_birth))),
	CONSTRAINT "kyc_registrations_email" CHECK("kyc_registrations"."email" IS NULL OR ("kyc_registrations"."email" = lower("kyc_registrations"."email") AND instr("kyc_registrations"."email", '@') > 1))
);
--> statement-breakpoint
CREATE INDEX `kyc_registrations_nik_idx` ON `kyc_registrations` (`nik`);--> statement-breakpoint
CREATE TABLE `otp_challenges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`channel` text NOT NULL,
	`destination` text NOT NULL,
	`payload` text,
	`code_hash` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`blocked_until` integer,
	`consumed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "otp_challenges_purpose" CHECK("otp_challenges"."purpose" IN ('VERIFY_PHONE', 'UPDATE_EMAIL', 'UPDATE_PHONE', 'FORGOT_PIN')),
	CONSTRAINT "otp_challenges_channel" CHECK("otp_challenges"."channel" IN ('email', 'whatsapp')),
	CONSTRAINT "otp_challenges_attempts" CHECK("otp_challenges"."attempts" >= 0),
	CONSTRAINT "otp_challenges_expiry" CHECK("otp_challenges"."expires_at" > "otp_challenges"."created_at")
);
--> statement-breakpoint
CREATE INDEX `otp_challenges_user_idx` ON `otp_challenges` (`user_id`,`purpose`,`created_at`);--> statement-breakpoint
CREATE TABLE `pin_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`target` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`expires_at` integer NOT NULL,
	`validated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "pin_requests_target" CHECK(substr("pin_requests"."target", 1, 1) = '/')
);
--> statement-breakpoint
CREATE INDEX `pin_requests_user_idx` ON `pin_requests` (`user_id`);--> statement-breakpoint
-- outbox_emails is rebuilt for its new CHECKs (drizzle-kit copied the new column from the old table: fixed by hand).
-- No table references outbox_emails, so the rebuild is safe with foreign keys on.
CREATE TABLE `__new_outbox_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`channel` text DEFAULT 'email' NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "outbox_emails_kind" CHECK("__new_outbox_emails"."kind" IN ('EMAIL_VERIFICATION', 'ACCOUNT_EXISTS', 'KYC_SUBMITTED', 'KYC_APPROVED', 'KYC_REJECTED', 'KYC_BLACKLISTED', 'OTP', 'BANK_ACCOUNT_VERIFIED', 'BANK_ACCOUNT_REJECTED', 'CONTACT_CHANGED')),
	CONSTRAINT "outbox_emails_channel" CHECK("__new_outbox_emails"."channel" IN ('email', 'whatsapp')),
	CONSTRAINT "outbox_emails_to_address" CHECK(("__new_outbox_emails"."channel" = 'email' AND instr("__new_outbox_emails"."to_address", '@') > 1) OR ("__new_outbox_emails"."channel" = 'whatsapp' AND "__new_outbox_emails"."to_address" GLOB '+[0-9]*' AND length("__new_outbox_emails"."to_address") BETWEEN 9 AND 16)),
	CONSTRAINT "outbox_emails_subject" CHECK(length("__new_outbox_emails"."subject") BETWEEN 1 AND 200),
	CONSTRAINT "outbox_emails_sent_at" CHECK("__new_outbox_emails"."sent_at" IS NULL OR "__new_outbox_emails"."sent_at" >= "__new_outbox_emails"."created_at")
);
--> statement-breakpoint
INSERT INTO `__new_outbox_emails`("id", "user_id", "kind", "channel", "to_address", "subject", "body_text", "created_at", "sent_at") SELECT "id", "user_id", "kind", 'email', "to_address", "subject", "body_text", "created_at", "sent_at" FROM `outbox_emails`;--> statement-breakpoint
DROP TABLE `outbox_emails`;--> statement-breakpoint
ALTER TABLE `__new_outbox_emails` RENAME TO `outbox_emails`;--> statement-breakpoint
CREATE INDEX `outbox_emails_created_idx` ON `outbox_emails` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_emails_unsent_idx` ON `outbox_emails` (`sent_at`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_emails_user_idx` ON `outbox_emails` (`user_id`);--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `passbook_document_id` integer REFERENCES kyc_documents(id);--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `reviewed_by_user_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `sessions` ADD `pin_verified_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `pin_updated_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `pin_failed_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `pin_blocked_until` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `phone_verified_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `kyc_submitted_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `kyc_rejection_count` integer DEFAULT 0 NOT NULL;