CREATE TABLE `destinations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`region` text,
	`country_code` text NOT NULL,
	`country_name` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`importance` integer DEFAULT 0 NOT NULL,
	`photo_kind` text
);
