CREATE TABLE `path_stops` (
	`id` text PRIMARY KEY NOT NULL,
	`path_id` text NOT NULL,
	`place_id` text NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`path_id`) REFERENCES `paths`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `path_stops_path_position_idx` ON `path_stops` (`path_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `path_stops_path_place_unique` ON `path_stops` (`path_id`,`place_id`);--> statement-breakpoint
CREATE INDEX `path_stops_place_idx` ON `path_stops` (`place_id`);--> statement-breakpoint
CREATE TABLE `paths` (
	`id` text PRIMARY KEY NOT NULL,
	`adventure_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`transport_mode` text DEFAULT 'driving' NOT NULL,
	`estimated_duration` integer,
	`colour_index` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`adventure_id`) REFERENCES `adventures`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `paths_adventure_idx` ON `paths` (`adventure_id`,`created_at`);