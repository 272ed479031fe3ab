/**
 * Picks among wordings, starting at a seed (a hash of the place and the turn), the first not
 * already used in this answer nor begun the same way in the answer before: one answer never says a
 * sentence twice, and the next answer does not repeat the last one's.
 */
export class Phrasing {
	private readonly used = new Set<string>();

	constructor(private readonly previous: string) {}

	pick(options: readonly string[], seed: number): string {
		const n = options.length;
		for (let k = 0; k < n; k++) {
			const option = options[(seed + k) % n] ?? "";
			const stem = option.slice(0, 24);
			if (this.used.has(option) || (stem.length >= 12 && this.previous.includes(stem))) continue;
			this.used.add(option);
			return option;
		}
		const fallback = options[seed % n] ?? "";
		this.used.add(fallback);
		return fallback;
	}

	/** Whether the answer before already said this (a place's own sentence is said once a conversation). */
	saidBefore(text: string): boolean {
		return this.previous.includes(text);
	}
}

export const lowerFirst = (text: string) =>
	/^[A-Z](?:[a-z]|\s)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
