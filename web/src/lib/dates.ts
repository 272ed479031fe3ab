// The app's few date formats, in English as the spec writes them. A formatting library (date-fns
// was 6 KB gzip) loaded on nearly every screen for five patterns.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** A date-only `YYYY-MM-DD` as that day in the local calendar (midnight, no time zone shift). */
export function calendarDate(isoDate: string): Date {
	const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = isoDate.split("-").map(Number);
	return new Date(year, month - 1, day);
}

const pad = (n: number) => String(n).padStart(2, "0");

const TOKENS: Record<string, (date: Date) => string> = {
	yyyy: (date) => String(date.getFullYear()),
	MMM: (date) => MONTHS[date.getMonth()] ?? "",
	EEE: (date) => WEEKDAYS[date.getDay()] ?? "",
	dd: (date) => pad(date.getDate()),
	d: (date) => String(date.getDate()),
	HH: (date) => pad(date.getHours()),
	mm: (date) => pad(date.getMinutes()),
};

/**
 * A local date in `pattern`, whose tokens read as date-fns and Unicode read them: `yyyy` 2026,
 * `MMM` Jul, `EEE` Sat, `dd` 04, `d` 4, `HH` 09 (24 h), `mm` 05; anything else is kept as written.
 */
export function formatDate(date: Date, pattern: string): string {
	return pattern.replace(/yyyy|MMM|EEE|dd|d|HH|mm/g, (token) => TOKENS[token]?.(date) ?? token);
}
