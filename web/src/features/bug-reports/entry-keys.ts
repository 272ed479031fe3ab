import type { ConsoleEntry } from "../../../../domain/bug-report/bug-report";

/** Console entries with stable React keys: their content, numbered when the same entry repeats. */
export function keyedEntries<E extends ConsoleEntry>(entries: readonly E[]): { key: string; entry: E }[] {
	const seen = new Map<string, number>();
	return entries.map((entry) => {
		const base = `${entry.timestamp}|${entry.type}|${entry.message}`;
		const n = (seen.get(base) ?? 0) + 1;
		seen.set(base, n);
		return { key: `${base}#${n}`, entry };
	});
}
