import { describe, expect, it } from "vitest";
import {
	adminUserIdSchema,
	CANNOT_DELETE_ACTIVE,
	CANNOT_DELETE_ADMIN,
	CANNOT_DELETE_SAMPLES,
	canDeleteUser,
	countUserStatuses,
	deleteRefusal,
	engagedPercent,
	filterUsers,
	isActiveUser,
	lastActivityOf,
	roleLabelOf,
	statusCounts,
	userStatusOf,
} from "../../domain/user/status";

const NOW = Date.UTC(2030, 5, 30, 12);
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW - days * DAY);

describe("userStatusOf", () => {
	it.each([
		["joined today, never seen", 0, null, "new"],
		["joined 6.9 days ago", 6.9, 6.9, "new"],
		["joined 7 days ago, seen today", 7, 0, "active"],
		["joined a year ago, seen 29 days ago", 365, 29, "active"],
		["joined a year ago, seen 30 days ago", 365, 30, "inactive"],
		["joined 20 days ago, never seen", 20, null, "active"],
		["joined 40 days ago, never seen", 40, null, "inactive"],
	] as const)("%s → %s", (_label, joined, seen, expected) => {
		expect(userStatusOf({ createdAt: ago(joined), lastSeenAt: seen === null ? null : ago(seen) }, NOW)).toBe(expected);
	});

	it("reads ISO strings as the API sends them", () => {
		expect(userStatusOf({ createdAt: ago(100).toISOString(), lastSeenAt: ago(2).toISOString() }, NOW)).toBe("active");
	});
});

describe("isActiveUser and lastActivityOf", () => {
	it("counts the join date when the user was never seen", () => {
		expect(lastActivityOf({ createdAt: ago(12), lastSeenAt: null })).toEqual(ago(12));
		expect(isActiveUser({ createdAt: ago(12), lastSeenAt: null }, NOW)).toBe(true);
	});
	it("is active until exactly 30 days have passed", () => {
		expect(isActiveUser({ createdAt: ago(90), lastSeenAt: new Date(NOW - 30 * DAY + 1) }, NOW)).toBe(true);
		expect(isActiveUser({ createdAt: ago(90), lastSeenAt: ago(30) }, NOW)).toBe(false);
	});
});

describe("engagedPercent: one definition with the status counts", () => {
	it("is the Active count over all users, rounded", () => {
		expect(engagedPercent({ all: 3, new: 1, active: 1, inactive: 1 })).toBe(33);
		expect(engagedPercent({ all: 2, new: 0, active: 2, inactive: 0 })).toBe(100);
		expect(engagedPercent({ all: 1, new: 0, active: 0, inactive: 1 })).toBe(0);
	});
	it("is 0 without users", () => {
		expect(engagedPercent({ all: 0, new: 0, active: 0, inactive: 0 })).toBe(0);
	});
	it("agrees with the statuses on a seeded set of users: only new users are 0 % engaged, not 100 %", () => {
		const seeded = [
			{ createdAt: ago(1), lastSeenAt: ago(0) },
			{ createdAt: ago(3), lastSeenAt: null },
			{ createdAt: ago(6), lastSeenAt: ago(1) },
		];
		const counts = countUserStatuses(seeded, NOW);
		expect(counts).toEqual({ all: 3, new: 3, active: 0, inactive: 0 });
		expect(engagedPercent(counts)).toBe(0);
		const mixed = [...seeded, { createdAt: ago(20), lastSeenAt: null }, { createdAt: ago(90), lastSeenAt: ago(45) }];
		const mixedCounts = countUserStatuses(mixed, NOW);
		expect(mixedCounts).toEqual({ all: 5, new: 3, active: 1, inactive: 1 });
		expect(mixedCounts).toEqual(statusCounts(mixed.map((user) => ({ userStatus: userStatusOf(user, NOW) }))));
		expect(engagedPercent(mixedCounts)).toBe(20);
	});
});

describe("the deletion rule", () => {
	it.each([
		[{ isAdmin: true, isActive: false, email: "a@example.com" }, CANNOT_DELETE_ADMIN],
		[{ isAdmin: true, isActive: true, email: "a@example.com" }, CANNOT_DELETE_ADMIN],
		[{ isAdmin: false, isActive: true, email: "a@example.com" }, CANNOT_DELETE_ACTIVE],
		[{ isAdmin: false, isActive: false, email: "a@example.com" }, null],
		[{ isAdmin: false, isActive: false, email: "samples@adventure-guide.invalid" }, CANNOT_DELETE_SAMPLES],
	])("%j → %s", (user, refusal) => {
		expect(deleteRefusal(user)).toBe(refusal);
		expect(canDeleteUser(user)).toBe(refusal === null);
	});
	it("uses the spec's text for active users", () => {
		expect(CANNOT_DELETE_ACTIVE).toBe("Cannot delete: This user has been active within the last 30 days.");
	});
});

describe("roleLabelOf", () => {
	it("is Admin, else Local Wunder, else User", () => {
		expect(roleLabelOf({ isAdmin: true, isLocalWunder: true })).toBe("Admin");
		expect(roleLabelOf({ isAdmin: false, isLocalWunder: true })).toBe("Local Wunder");
		expect(roleLabelOf({ isAdmin: false, isLocalWunder: false })).toBe("User");
	});
});

describe("filterUsers and statusCounts", () => {
	const users = [
		{ fullName: "Ada Lovelace", email: "ada@example.org", homeLocation: "London", userStatus: "active" as const },
		{ fullName: "Grace Hopper", email: "grace@navy.example", homeLocation: null, userStatus: "new" as const },
		{ fullName: "Alan Turing", email: "alan@example.org", homeLocation: "Manchester", userStatus: "inactive" as const },
	];
	it("searches name, e-mail and home location case-insensitively", () => {
		expect(filterUsers(users, "LOVE", "all").map((u) => u.fullName)).toEqual(["Ada Lovelace"]);
		expect(filterUsers(users, "navy", "all").map((u) => u.fullName)).toEqual(["Grace Hopper"]);
		expect(filterUsers(users, "manchester", "all").map((u) => u.fullName)).toEqual(["Alan Turing"]);
		expect(filterUsers(users, "  example.org ", "all")).toHaveLength(2);
		expect(filterUsers(users, "nobody", "all")).toEqual([]);
	});
	it("filters by status after the search", () => {
		expect(filterUsers(users, "", "new").map((u) => u.fullName)).toEqual(["Grace Hopper"]);
		expect(filterUsers(users, "example.org", "inactive").map((u) => u.fullName)).toEqual(["Alan Turing"]);
	});
	it("counts each status", () => {
		expect(statusCounts(users)).toEqual({ all: 3, new: 1, active: 1, inactive: 1 });
	});
});

describe("adminUserIdSchema", () => {
	it("takes ids as the Worker makes them and nothing else", () => {
		expect(adminUserIdSchema.safeParse({ id: crypto.randomUUID() }).success).toBe(true);
		expect(adminUserIdSchema.safeParse({ id: "../x" }).success).toBe(false);
		expect(adminUserIdSchema.safeParse({ id: "a".repeat(65) }).success).toBe(false);
		expect(adminUserIdSchema.safeParse({ id: "x", extra: 1 }).success).toBe(false);
	});
});
