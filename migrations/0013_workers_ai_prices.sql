-- Workers AI, the platform's own model (used when no OpenAI key is set): metered in neurons, $0.011 per 1,000.
-- Each model's neurons per token are in domain/monitoring/prices.ts (workersAiNeurons); one price row covers them all.
INSERT INTO `usage_prices` (`provider`, `sku`, `unit`, `usd_per_unit`) VALUES
	('workers-ai', '*', 'neuron', 0.000011);
