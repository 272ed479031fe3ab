CREATE TABLE `usage_daily` (
	`day` text NOT NULL,
	`provider` text NOT NULL,
	`sku` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`units` integer DEFAULT 0 NOT NULL,
	`cost_usd` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `provider`, `sku`)
);
--> statement-breakpoint
CREATE TABLE `usage_prices` (
	`provider` text NOT NULL,
	`sku` text NOT NULL,
	`unit` text NOT NULL,
	`usd_per_unit` real NOT NULL,
	PRIMARY KEY(`provider`, `sku`)
);
--> statement-breakpoint
CREATE TABLE `usage_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`monthly_budget_usd` real NOT NULL,
	`hosting_monthly_usd` real NOT NULL
);
--> statement-breakpoint
-- Documented list prices (domain/monitoring/prices.ts DOCUMENTED_PRICES; tests/worker/monitoring.test.ts checks they match).
INSERT INTO `usage_prices` (`provider`, `sku`, `unit`, `usd_per_unit`) VALUES
	('openai', 'gpt-4o-mini:input', 'token', 1.5e-7),
	('openai', 'gpt-4o-mini:output', 'token', 6e-7),
	('openai', 'gpt-4o:input', 'token', 0.0000025),
	('openai', 'gpt-4o:output', 'token', 0.00001),
	('openai', 'gpt-4.1:input', 'token', 0.000002),
	('openai', 'gpt-4.1:output', 'token', 0.000008),
	('openai', 'gpt-4.1-mini:input', 'token', 4e-7),
	('openai', 'gpt-4.1-mini:output', 'token', 0.0000016),
	('openai', 'gpt-4.1-nano:input', 'token', 1e-7),
	('openai', 'gpt-4.1-nano:output', 'token', 4e-7),
	('openai', 'gpt-5:input', 'token', 0.00000125),
	('openai', 'gpt-5:output', 'token', 0.00001),
	('openai', 'gpt-5-mini:input', 'token', 2.5e-7),
	('openai', 'gpt-5-mini:output', 'token', 0.000002),
	('openai', 'gpt-5-nano:input', 'token', 5e-8),
	('openai', 'gpt-5-nano:output', 'token', 4e-7),
	('openai', 'o4-mini:input', 'token', 0.0000011),
	('openai', 'o4-mini:output', 'token', 0.0000044),
	('google-places', 'autocomplete', 'request', 0.00283),
	('google-places', 'place-details', 'request', 0.005),
	('google-places', 'text-search-enterprise', 'request', 0.035),
	('google-places', 'place-details-enterprise-atmosphere', 'request', 0.025),
	('google-places', 'place-photo', 'request', 0.007),
	('google-routes', 'compute-routes', 'request', 0.005),
	('google-routes', 'route-matrix', 'element', 0.005),
	('sendgrid', 'mail-send', 'email', 0.0004),
	('outbox', 'mail-send', 'email', 0),
	('d1', '*', 'query', 0.000001),
	('workers', '*', 'request', 3e-7);
--> statement-breakpoint
INSERT INTO `usage_settings` (`id`, `monthly_budget_usd`, `hosting_monthly_usd`) VALUES (1, 100, 5);

