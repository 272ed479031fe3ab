import { describe, expect, it } from "vitest";
import { createAdventureSchema, earliestEndDate, endDateError } from "../../domain/adventure/adventure";

/** One date rule for the create form and POST /api/adventures; edits keep a same-day trip. */
describe("the adventure date rule", () => {
	it("creating: the end date's minimum is the day after the start", () => {
		expect(earliestEndDate("2030-07-05", "create")).toBe("2030-07-06");
		expect(earliestEndDate("2030-12-31", "create")).toBe("2031-01-01");
		expect(endDateError("2030-07-05", "2030-07-06", "create")).toBeNull();
		expect(endDateError("2030-07-05", "2030-07-05", "create")).toBe("End date must be after the start date");
		expect(endDateError("2030-07-05", "2030-07-04", "create")).toBe("End date must be after the start date");
	});

	it("editing: a same-day trip is fine, an end before the start is not", () => {
		expect(earliestEndDate("2030-07-05", "edit")).toBe("2030-07-05");
		expect(endDateError("2030-07-05", "2030-07-05", "edit")).toBeNull();
		expect(endDateError("2030-07-05", "2030-07-04", "edit")).toBe("End date must not be before the start date");
	});

	it("leaves unreadable dates to the date checks", () => {
		expect(endDateError("2030-02-30", "2030-01-01", "create")).toBeNull();
		expect(endDateError("", "2030-01-01", "edit")).toBeNull();
	});

	it("the API's create schema applies the create rule", () => {
		const base = { title: "Trip", location: "Brighton", startDate: "2030-08-01" };
		const sameDay = createAdventureSchema.safeParse({ ...base, endDate: "2030-08-01" });
		expect(sameDay.success).toBe(false);
		expect(sameDay.error?.issues).toEqual([
			expect.objectContaining({ path: ["endDate"], message: "End date must be after the start date" }),
		]);
		expect(createAdventureSchema.safeParse({ ...base, endDate: "2030-08-02" }).success).toBe(true);
	});
});
