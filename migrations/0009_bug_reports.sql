CREATE TABLE `bug_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'bug' NOT NULL,
	`description` text,
	`user_id` text,
	`user_email` text NOT NULL,
	`url` text NOT NULL,
	`user_agent` text NOT NULL,
	`viewport_width` integer,
	`viewport_height` integer,
	`console_errors` text DEFAULT '[]' NOT NULL,
	`screenshot_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bug_reports_status_created_idx` ON `bug_reports` (`status`,`created_at`);