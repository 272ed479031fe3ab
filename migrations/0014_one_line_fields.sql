-- One-line fields (a trip's title, destination and stay, a path's name, a person's names and home)
-- refuse line breaks since this migration; rows written before keep none either: each line break
-- (CR LF, LF, VT, FF, CR, U+0085, U+2028, U+2029) becomes a space.
UPDATE `adventures` SET `title` = replace(replace(replace(replace(replace(replace(replace(replace(`title`, char(13, 10), ' '), char(10), ' '), char(11), ' '), char(12), ' '), char(13), ' '), char(133), ' '), char(8232), ' '), char(8233), ' ') WHERE `title` GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*';
--> statement-breakpoint
UPDATE `adventures` SET `location` = replace(replace(replace(replace(replace(replace(replace(replace(`location`, char(13, 10), ' '), char(10), ' '), char(11), ' '), char(12), ' '), char(13), ' '), char(133), ' '), char(8232), ' '), char(8233), ' ') WHERE `location` GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*';
--> statement-breakpoint
UPDATE `adventures` SET `stay_label` = replace(replace(replace(replace(replace(replace(replace(replace(`stay_label`, char(13, 10), ' '), char(10), ' '), char(11), ' '), char(12), ' '), char(13), ' '), char(133), ' '), char(8232), ' '), char(8233), ' ') WHERE `stay_label` GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*';
--> statement-breakpoint
UPDATE `paths` SET `name` = replace(replace(replace(replace(replace(replace(replace(replace(`name`, char(13, 10), ' '), char(10), ' '), char(11), ' '), char(12), ' '), char(13), ' '), char(133), ' '), char(8232), ' '), char(8233), ' ') WHERE `name` GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*';
--> statement-breakpoint
UPDATE `users` SET `first_name` = replace(replace(replace(replace(replace(replace(replace(replace(`first_name`, char(13, 10), ' '), char(10), ' '), char(11), ' '), char(12), ' '), char(13), ' '), char(133), ' '), char(8232), ' '), char(8233), ' ') WHERE `first_name` GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*';
--> statement-breakpoint
UPDATE `users` SET `last_name` = replace(replace(replace(replace(replace(replace(replace(replace(`last_name`, char(13, 10), ' '), char(10), ' '), char(11), ' '), char(12), ' '), char(13), ' '), char(133), ' '), char(8232), ' '), char(8233), ' ') WHERE `last_name` GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*';
--> statement-breakpoint
UPDATE `users` SET `home_location` = replace(replace(replace(replace(replace(replace(replace(replace(`home_location`, char(13, 10), ' '), char(10), ' '), char(11), ' '), char(12), ' '), char(13), ' '), char(133), ' '), char(8232), ' '), char(8233), ' ') WHERE `home_location` GLOB '*[' || char(10, 11, 12, 13, 133, 8232, 8233) || ']*';
