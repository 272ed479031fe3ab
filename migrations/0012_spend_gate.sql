CREATE TABLE `model_call_counts` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`)
);
--> statement-breakpoint
CREATE TABLE `spend_alerts` (
	`month` text NOT NULL,
	`level` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`month`, `level`)
);
