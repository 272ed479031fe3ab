ALTER TABLE `adventures` ADD `stay_place_id` text;--> statement-breakpoint
ALTER TABLE `adventures` ADD `stay_label` text;--> statement-breakpoint
ALTER TABLE `adventures` ADD `stay_latitude` real;--> statement-breakpoint
ALTER TABLE `adventures` ADD `stay_longitude` real;