import { describe, expect, it } from "vitest";
import {
	buildAdventureCalendar,
	calendarFileName,
	escapeText,
	foldLine,
	nextDay,
} from "../../worker/services/calendar";

const octets = (text: string) => new TextEncoder().encode(text).length;
const adventure = {
	id: "adv-1",
	title: "Crêpes; tides, and \\ kids",
	location: "Saint-Malo, France",
	description: "Line one\nLine two",
	startDate: "2031-02-27",
	endDate: "2031-03-01",
	updatedAt: new Date("2031-01-05T10:00:00Z"),
};

describe("calendar builder", () => {
	it("escapes backslash, semicolon, comma and newlines", () => {
		expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
	});

	it("folds a long UTF-8 line at 75 octets without splitting a character", () => {
		const line = `DESCRIPTION:${"é🙂漢".repeat(40)}`;
		const folded = foldLine(line);
		const parts = folded.split("\r\n");
		expect(parts.length).toBeGreaterThan(1);
		for (const part of parts) {
			expect(octets(part)).toBeLessThanOrEqual(75);
			expect(part).not.toContain("\uFFFD");
		}
		expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
		expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
		expect(foldLine("SHORT:x")).toBe("SHORT:x");
	});

	it("writes an all-day event: DTEND the day after the end, across a month end", () => {
		expect(nextDay("2031-02-28")).toBe("2031-03-01");
		expect(nextDay("2032-12-31")).toBe("2033-01-01");
		const ics = buildAdventureCalendar(adventure, [], "https://example.org/a", new Date("2031-01-06T00:00:00Z"));
		expect(ics).toContain("\r\nDTSTART;VALUE=DATE:20310227\r\n");
		expect(ics).toContain("\r\nDTEND;VALUE=DATE:20310302\r\n");
		expect(ics).toContain("\r\nDTSTAMP:20310106T000000Z\r\n");
		expect(ics).toContain("\r\nLAST-MODIFIED:20310105T100000Z\r\n");
		expect(ics).toContain("SUMMARY:Crêpes\\; tides\\, and \\\\ kids\r\n");
		expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
		expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
		for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
	});

	it("keeps the UID stable and raises SEQUENCE when the adventure changes", () => {
		const first = buildAdventureCalendar(adventure, [], "https://example.org/a");
		const later = buildAdventureCalendar(
			{ ...adventure, title: "Renamed", updatedAt: new Date("2031-01-07T10:00:00Z") },
			[],
			"https://example.org/a",
		);
		const uid = (ics: string) => ics.match(/UID:(.*)\r\n/)?.[1];
		const sequence = (ics: string) => Number(ics.match(/SEQUENCE:(\d+)/)?.[1]);
		expect(uid(first)).toBe("adv-1@adventure-guide");
		expect(uid(later)).toBe(uid(first));
		expect(sequence(later)).toBeGreaterThan(sequence(first));
	});

	it("lists the paths with their stops and the link in the description", () => {
		const ics = buildAdventureCalendar(
			adventure,
			[
				{ name: "Old town", stops: [{ name: "Ramparts" }, { name: "Aquarium, Grand" }] },
				{ name: "Empty", stops: [] },
			],
			"https://example.org/public/adv-1?share=abc",
		);
		const unfolded = ics.replace(/\r\n /g, "");
		expect(unfolded).toContain(
			"DESCRIPTION:Line one\\nLine two\\n\\nOld town:\\n  1. Ramparts\\n  2. Aquarium\\, Grand\\n\\nEmpty:\\n  (no stops yet)\\n\\nhttps://example.org/public/adv-1?share=abc",
		);
		expect(calendarFileName("Crêpes & tides!")).toBe("cr-pes-tides.ics");
	});
});
