import { describe, expect, it } from "vitest";
import { joinedDate, lastSeen } from "../../web/src/features/admin/format";
import { formatDateRange } from "../../web/src/features/adventures/format";
import { dayLabel } from "../../web/src/features/paths/trip-days";
import { calendarDate, formatDate } from "../../web/src/lib/dates";

describe("the app's date formats", () => {
	it("reads a date-only value as that day wherever the browser is", () => {
		const date = calendarDate("2026-07-04");
		expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 6, 4, 0]);
	});

	it("writes each pattern the screens use, as the spec writes it", () => {
		const morning = new Date(2026, 6, 4, 9, 5);
		expect(formatDate(morning, "MMM d, yyyy")).toBe("Jul 4, 2026");
		expect(formatDate(morning, "MMM dd, yyyy")).toBe("Jul 04, 2026");
		expect(formatDate(morning, "MMM dd")).toBe("Jul 04");
		expect(formatDate(morning, "EEE d MMM")).toBe("Sat 4 Jul");
		expect(formatDate(morning, "MMM dd, yyyy HH:mm")).toBe("Jul 04, 2026 09:05");
		expect(formatDate(new Date(2031, 11, 31, 23, 59), "MMM dd, yyyy HH:mm")).toBe("Dec 31, 2031 23:59");
	});

	it("gives the screens their labels", () => {
		expect(formatDateRange("2031-04-01", "2031-04-05")).toBe("Apr 1, 2031 – Apr 5, 2031");
		expect(dayLabel("2031-04-02", { startDate: "2031-04-01", endDate: "2031-04-05" })).toBe("Day 2 · Wed 2 Apr");
		expect(dayLabel("2031-05-02", { startDate: "2031-04-01", endDate: "2031-04-05" })).toBe("Fri 2 May");
		const joined = new Date(2026, 0, 9, 12).toISOString();
		expect(joinedDate(joined)).toBe("Jan 09, 2026");
		expect(lastSeen(joined)).toBe("Last seen Jan 09");
	});
});
