import type { ConsoleEntry } from "../../../../domain/bug-report/bug-report";
import {
	BUG_CONSOLE_ENTRIES_MAX,
	BUG_CONSOLE_MESSAGE_MAX,
	BUG_CONSOLE_STACK_MAX,
	cleanConsoleText,
	IGNORED_CONSOLE_TEXT,
} from "../../../../domain/bug-report/bug-report-rules";

/**
 * The last 10 console errors and warnings (and uncaught errors), kept from page load so a bug
 * report can carry them. Messages are cleaned and cut to the server's limits as they arrive;
 * React's 'Maximum update depth exceeded' is never kept (one render loop would fill the list).
 */
let entries: ConsoleEntry[] = [];
let installed = false;

function describe(value: unknown): string {
	if (value instanceof Error) return `${value.name}: ${value.message}`;
	if (typeof value === "string") return value;
	try {
		return JSON.stringify(value) ?? String(value);
	} catch {
		return String(value);
	}
}

/** Records one entry unless it is empty or ignored; the oldest falls out past 10. */
export function recordConsoleEntry(type: ConsoleEntry["type"], args: readonly unknown[], now = new Date()): void {
	const text = args.map(describe).join(" ").trim();
	if (!text || text.includes(IGNORED_CONSOLE_TEXT)) return;
	const error = args.find((arg): arg is Error => arg instanceof Error);
	const entry: ConsoleEntry = {
		message: cleanConsoleText(text, BUG_CONSOLE_MESSAGE_MAX),
		timestamp: now.toISOString(),
		type,
	};
	if (error?.stack) entry.stack = cleanConsoleText(error.stack, BUG_CONSOLE_STACK_MAX);
	entries = [...entries, entry].slice(-BUG_CONSOLE_ENTRIES_MAX);
}

/** What has been captured, oldest first. */
export const capturedConsoleEntries = (): ConsoleEntry[] => [...entries];

/** Forgets everything captured (a report was sent or cancelled). */
export function clearConsoleEntries(): void {
	entries = [];
}

/** Wraps console.error and console.warn (still printing) and listens for uncaught errors; once per page. */
export function installConsoleCapture(): void {
	if (installed) return;
	installed = true;
	for (const type of ["error", "warn"] as const) {
		const original = console[type].bind(console);
		console[type] = (...args: unknown[]) => {
			recordConsoleEntry(type, args);
			original(...args);
		};
	}
	window.addEventListener("error", (event) => recordConsoleEntry("error", [event.error ?? event.message]));
	window.addEventListener("unhandledrejection", (event) => recordConsoleEntry("error", [event.reason]));
}
