import { plural } from "../../../../domain/english";
import { formatDate } from "../../lib/dates";

/** "Jul 04, 2026" (the spec's 'MMM dd, yyyy'). */
export const joinedDate = (iso: string) => formatDate(new Date(iso), "MMM dd, yyyy");

/** "Last seen Jul 04" (the spec's 'MMM dd'). */
export const lastSeen = (iso: string) => `Last seen ${formatDate(new Date(iso), "MMM dd")}`;

/** "2 kids" / "1 kid" / "No kids": numberOfKids, else how many ages are known. */
export function kidsLabel(user: { numberOfKids: number | null; kidAges: number[] }): string {
	const n = user.numberOfKids ?? user.kidAges.length;
	if (n <= 0) return "No kids";
	return plural(n, "kid");
}

/** "Ages 4, 9" / "Age 4", or null without ages. */
export function agesLabel(kidAges: number[]): string | null {
	if (kidAges.length === 0) return null;
	return `${kidAges.length === 1 ? "Age" : "Ages"} ${kidAges.join(", ")}`;
}

/** The id's first 8 characters, as the table shows it. */
export const shortId = (id: string) => id.slice(0, 8);
