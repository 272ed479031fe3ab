/** One metered call to a paid provider: its SKU and units, and its cost when known. */
export interface UsageRecord {
	provider: string;
	sku: string;
	units?: number;
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
