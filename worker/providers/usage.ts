/**
 * One metered provider call: its SKU and units (OpenAI: tokens, split into input and output), and
 * the provider's own cost estimate. The meter prices it again from `usage_prices` when writing it.
 */
export interface UsageRecord {
	provider: string;
	sku: string;
	units?: number;
	inputUnits?: number;
	outputUnits?: number;
	costMicros?: number;
	adventureId?: string | null;
}

/**
 * Where a provider reports its metered calls. The request's (or the room's) UsageMeter implements
 * it and writes the records after the response.
 */
export interface UsageSink {
	record(entry: UsageRecord): void;
}
