CREATE TABLE `adventures` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`location` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`number_of_travelers` integer,
	`kid_ages` text DEFAULT '[]' NOT NULL,
	`interests` text DEFAULT '[]' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`cover_image_url` text,
	`is_public` integer DEFAULT false NOT NULL,
	`share_token` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `adventures_owner_idx` ON `adventures` (`owner_id`);--> statement-breakpoint
CREATE INDEX `adventures_public_idx` ON `adventures` (`is_public`);--> statement-breakpoint
CREATE UNIQUE INDEX `adventures_share_token_unique` ON `adventures` (`share_token`);--> statement-breakpoint
CREATE TABLE `rate_limit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_events_key_at_idx` ON `rate_limit_events` (`key`,`at`);--> statement-breakpoint
CREATE TABLE `seed_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`checksum` text NOT NULL,
	`loaded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `usage_events` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`provider` text NOT NULL,
	`sku` text NOT NULL,
	`units` integer DEFAULT 1 NOT NULL,
	`cost_micros` integer DEFAULT 0 NOT NULL,
	`user_id` text,
	`adventure_id` text,
	`route` text
);
--> statement-breakpoint
CREATE INDEX `usage_events_at_idx` ON `usage_events` (`at`);--> statement-breakpoint
CREATE INDEX `usage_events_provider_idx` ON `usage_events` (`provider`,`sku`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`oidc_subject` text,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`home_location` text,
	`home_latitude` real,
	`home_longitude` real,
	`number_of_kids` integer,
	`kid_ages` text DEFAULT '[]' NOT NULL,
	`interest_tags` text DEFAULT '[]' NOT NULL,
	`is_local_wunder` integer DEFAULT false NOT NULL,
	`login_count` integer DEFAULT 0 NOT NULL,
	`last_seen_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_oidc_subject_unique` ON `users` (`oidc_subject`);