CREATE TABLE `places` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`address` text,
	`rating` real,
	`user_rating_count` integer,
	`price_level` integer,
	`types` text DEFAULT '[]' NOT NULL,
	`photo_urls` text DEFAULT '[]' NOT NULL,
	`website` text,
	`phone` text,
	`opening_hours` text DEFAULT '[]' NOT NULL,
	`family_summary` text,
	`pithy_summary` text,
	`why_kids_love_it` text,
	`summary_generated` integer DEFAULT false NOT NULL,
	`editorial_summary` text,
	`business_status` text,
	`field_notes` text DEFAULT '[]' NOT NULL,
	`ages` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`source` text NOT NULL,
	`destination` text,
	`details_fetched_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `places_lat_lng_idx` ON `places` (`latitude`,`longitude`);--> statement-breakpoint
CREATE INDEX `places_destination_idx` ON `places` (`destination`);--> statement-breakpoint
CREATE TABLE `saved_places` (
	`id` text PRIMARY KEY NOT NULL,
	`adventure_id` text NOT NULL,
	`place_id` text NOT NULL,
	`intent_category` text DEFAULT 'general' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`adventure_id`) REFERENCES `adventures`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_places_adventure_place_unique` ON `saved_places` (`adventure_id`,`place_id`);--> statement-breakpoint
CREATE INDEX `saved_places_place_idx` ON `saved_places` (`place_id`);