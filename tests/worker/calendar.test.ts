import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paths } from "../../worker/db/schema";
import {
	buildAdventureCalendar,
	calendarFileName,
	escapeText,
	foldLine,
	nextDay,
} from "../../worker/services/calendar";
import { call, db, insertAdventure, signIn } from "./helpers";
import { insertPathWithStops } from "./path-fixtures";

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

/** An iCalendar file's events: lines unfolded, each event's properties (name without parameters → unescaped value). */
function parseEvents(ics: string): Record<string, string>[] {
	expect(ics.endsWith("\r\n")).toBe(true);
	const lines = ics.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
	expect(lines[0]).toBe("BEGIN:VCALENDAR");
	expect(lines.at(-1)).toBe("END:VCALENDAR");
	const events: Record<string, string>[] = [];
	let current: Record<string, string> | null = null;
	for (const line of lines) {
		if (line === "BEGIN:VEVENT") current = {};
		else if (line === "END:VEVENT") {
			if (current) events.push(current);
			current = null;
		} else if (current) {
			const colon = line.indexOf(":");
			const name = line.slice(0, colon).split(";")[0] ?? "";
			current[name] = line
				.slice(colon + 1)
				.replace(/\\n/g, "\n")
				.replace(/\\([,;\\])/g, "$1");
		}
	}
	return events;
}

describe("calendar by day: one event per dated path", () => {
	const day = {
		id: "path-1",
		name: "South Kensington museums",
		description: null,
		date: "2031-02-28",
		transportMode: "walking" as const,
		updatedAt: new Date("2031-01-09T08:00:00Z"),
		stops: [
			{
				name: "Natural History Museum",
				address: "Cromwell Rd, London SW7 5BD",
				latitude: 51.4967,
				longitude: -0.1764,
				googlePlaceId: "ChIJnhm",
			},
			{
				name: "Science Museum",
				address: "Exhibition Rd, London",
				latitude: 51.4978,
				longitude: -0.1745,
				googlePlaceId: "ChIJsci",
			},
			{
				name: "Hyde Park; Diana Memorial",
				address: null,
				latitude: 51.5046,
				longitude: -0.1729,
				googlePlaceId: "ChIJhyd",
			},
		],
		legs: [
			{
				fromStopId: "s1",
				toStopId: "s2",
				distanceMeters: 300,
				durationSeconds: 240,
				paceMinutes: 7,
				paceLabel: "about 7 min at a 3-year-old's pace",
			},
			{
				fromStopId: "s2",
				toStopId: "s3",
				distanceMeters: 1600,
				durationSeconds: 1280,
				paceMinutes: 38,
				paceLabel: "about 40 min at a 3-year-old's pace",
			},
		],
	};

	it("writes the trip's event and the day's: all-day on its date, stops, addresses, leg times, directions", () => {
		const ics = buildAdventureCalendar(adventure, [], "https://example.org/a", new Date("2031-01-10T00:00:00Z"), [day]);
		for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
		const [trip, event, ...rest] = parseEvents(ics);
		expect(rest).toEqual([]);
		expect(trip?.UID).toBe("adv-1@adventure-guide");
		expect(event).toMatchObject({
			UID: "path-1@adventure-guide",
			DTSTART: "20310228",
			DTEND: "20310301",
			SUMMARY: "South Kensington museums",
			LOCATION: "Natural History Museum, Cromwell Rd, London SW7 5BD",
			// The later of the path's and the adventure's last change.
			"LAST-MODIFIED": "20310109T080000Z",
			URL: "https://example.org/a",
		});
		const description = event?.DESCRIPTION ?? "";
		expect(description.split("\n").slice(0, 5)).toEqual([
			"1. Natural History Museum — Cromwell Rd, London SW7 5BD",
			"   ↓ about 7 min at a 3-year-old's pace (300 m)",
			"2. Science Museum — Exhibition Rd, London",
			"   ↓ about 40 min at a 3-year-old's pace (1.6 km)",
			"3. Hyde Park; Diana Memorial",
		]);
		expect(description).toContain("Directions in Google Maps: https://www.google.com/maps/dir/?api=1&origin=51.4967");
		expect(description).toContain("travelmode=walking");
		expect(description.endsWith("\nhttps://example.org/a")).toBe(true);
	});

	it("says other modes' times with the mode, and a day without stops says so", () => {
		const driving = {
			...day,
			transportMode: "driving" as const,
			legs: day.legs.map(({ paceMinutes: _m, paceLabel: _l, ...leg }) => leg),
		};
		const empty = { ...day, id: "path-2", name: "Rest day", stops: [], legs: [], date: "2031-03-01" };
		const [, drive, rest] = parseEvents(
			buildAdventureCalendar(adventure, [], "https://example.org/a", undefined, [driving, empty]),
		);
		expect(drive?.DESCRIPTION).toContain("   ↓ 4 min by car (300 m)");
		expect(drive?.DESCRIPTION).toContain("   ↓ 21 min by car (1.6 km)");
		expect(rest).toMatchObject({ UID: "path-2@adventure-guide", DTSTART: "20310301", SUMMARY: "Rest day" });
		expect(rest?.DESCRIPTION?.startsWith("(no stops yet)")).toBe(true);
		expect(rest).not.toHaveProperty("LOCATION");
	});

	it("keeps a day's UID and raises its SEQUENCE when the path changes", () => {
		const sequence = (d: typeof day) =>
			Number(parseEvents(buildAdventureCalendar(adventure, [], "https://example.org/a", undefined, [d]))[1]?.SEQUENCE);
		const later = { ...day, name: "Renamed", updatedAt: new Date("2031-01-11T08:00:00Z") };
		expect(sequence(later)).toBeGreaterThan(sequence(day));
	});
});

describe("GET /api/adventures/{id}/calendar.ics: the dated paths' days", () => {
	it("has the trip's event and one per dated path in day order, legs at the youngest's pace", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id, {
			title: "London",
			startDate: "2031-04-06",
			endDate: "2031-04-10",
			kidAges: [3, 8],
		});
		const later = await insertPathWithStops(adventureId, 3, { name: "Museums", transportMode: "walking" });
		const earlier = await insertPathWithStops(adventureId, 2, { name: "Zoo", transportMode: "driving" });
		await insertPathWithStops(adventureId, 2, { name: "Someday" });
		await db().update(paths).set({ date: "2031-04-09" }).where(eq(paths.id, later.pathId));
		await db().update(paths).set({ date: "2031-04-07" }).where(eq(paths.id, earlier.pathId));
		const res = await call(`/api/adventures/${adventureId}/calendar.ics`, { headers: { Cookie: me.cookie } });
		expect(res.status).toBe(200);
		const events = parseEvents(await res.text());
		expect(events.map((e) => [e.UID, e.DTSTART, e.SUMMARY])).toEqual([
			[`${adventureId}@adventure-guide`, "20310406", "London"],
			[`${earlier.pathId}@adventure-guide`, "20310407", "Zoo"],
			[`${later.pathId}@adventure-guide`, "20310409", "Museums"],
		]);
		// The stops are 1 km apart: 1.3 km on foot at a 3-year-old's 2.5 km/h.
		expect(events[2]?.DESCRIPTION?.split("\n").slice(0, 3)).toEqual([
			"1. Stop 1 — 1 Test Street, London",
			"   ↓ about 30 min at a 3-year-old's pace (1.3 km)",
			"2. Stop 2 — 1 Test Street, London",
		]);
		expect(events[1]?.DESCRIPTION).toContain("   ↓ 2 min by car (1.4 km)");
	});
});
