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

/** Why a paid call may not be made now. */
export type SpendRefusal = "budget" | "user-cap";

/**
 * The spending rules paid providers check before a call (worker/services/spend-gate.ts implements
 * them over D1): the month's spend against the monthly budget (OpenAI and Google give way to the
 * keyless providers once it is reached, until the month ends or an admin raises the budget), and
 * each account's daily caps on model calls and on paid place calls.
 */
export interface SpendGate {
	/** Whether paid providers may be called now; false once the month's spend reached the budget. */
	paidAllowed(): Promise<boolean>;
	/**
	 * Counts one model call for this user today, when the budget and the user's daily cap allow it;
	 * otherwise counts nothing and says why.
	 */
	takeModelCall(userId: string): Promise<{ ok: true } | { ok: false; reason: SpendRefusal }>;
	/**
	 * Counts one paid place call (a request to Google Places) for `caller` today, an account's id or
	 * a signed-out client's address key, while under the daily cap; false, and nothing counted, past it.
	 * The budget is not asked here: the places provider gives way to the keyless one before that.
	 */
	takePlaceCall(caller: string): Promise<boolean>;
}

/** No limits (the keyless providers, and tests that do not exercise the budget). */
export const OPEN_GATE: SpendGate = {
	paidAllowed: async () => true,
	takeModelCall: async () => ({ ok: true }),
	takePlaceCall: async () => true,
};
