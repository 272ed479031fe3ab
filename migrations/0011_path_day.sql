ALTER TABLE `paths` ADD `date` text;--> statement-breakpoint
ALTER TABLE `paths` ADD `mode_auto` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `paths_adventure_date_idx` ON `paths` (`adventure_id`,`date`);