CREATE TABLE `place_call_counts` (
	`caller` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`caller`, `day`)
);
