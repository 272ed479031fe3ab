import { describe, expect, it } from "vitest";
import { engagedPercent, statusCounts, type UserStatus } from "../../domain/user/status";
import { users } from "../../worker/db/schema";
import { call, db, signIn, uniqueEmail } from "./helpers";

/**
 * Once the dashboard showed 'Engaged 100 %' beside 'Active 0'. The user list's statuses, the
 * dashboard's engaged share and the monitoring page's user figures are counted by one rule, on the same seeded users.
 */

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Users whose dates put them in every status, and at the edges the old counts read differently. */
const SEEDED: { createdDaysAgo: number; seenDaysAgo: number | null }[] = [
	{ createdDaysAgo: 1, seenDaysAgo: 0 }, // new, seen today
	{ createdDaysAgo: 3, seenDaysAgo: null }, // new, never seen
	{ createdDaysAgo: 20, seenDaysAgo: null }, // joined 20 days ago, never seen: active by the join date
	{ createdDaysAgo: 60, seenDaysAgo: 2 }, // active
	{ createdDaysAgo: 90, seenDaysAgo: 45 }, // inactive
	{ createdDaysAgo: 400, seenDaysAgo: null }, // inactive
];

async function seed() {
	await db()
		.insert(users)
		.values(
			SEEDED.map(({ createdDaysAgo, seenDaysAgo }) => ({
				id: crypto.randomUUID(),
				email: uniqueEmail("words"),
				firstName: "Seeded",
				lastName: "Family",
				createdAt: daysAgo(createdDaysAgo),
				updatedAt: daysAgo(createdDaysAgo),
				lastSeenAt: seenDaysAgo === null ? null : daysAgo(seenDaysAgo),
			})),
		);
}

describe("admin words agree", () => {
	it("the monitoring page's active and new users are the user list's Active and New counts", async () => {
		await seed();
		const { cookie } = await signIn("admin@example.com");
		const listed = await call("/api/admin/users", { headers: { Cookie: cookie } });
		expect(listed.status).toBe(200);
		const list = (await listed.json()) as { userStatus: UserStatus; isActive: boolean }[];
		const counts = statusCounts(list);
		// The seeded set alone already has every status.
		expect(counts.new).toBeGreaterThanOrEqual(2);
		expect(counts.active).toBeGreaterThanOrEqual(2);
		expect(counts.inactive).toBeGreaterThanOrEqual(2);

		const usage = await call("/api/monitoring/usage", { headers: { Cookie: cookie } });
		expect(usage.status).toBe(200);
		const { current } = (await usage.json()) as { current: { activeUsers: number; newUsers: number } };
		expect(current.activeUsers).toBe(counts.active);
		expect(current.newUsers).toBe(counts.new);

		// The dashboard's engaged share is the Active count over all users: 'Active 0' means 'Engaged 0%'.
		expect(engagedPercent(counts)).toBe(Math.round((counts.active / list.length) * 100));
		expect(counts.all).toBe(counts.new + counts.active + counts.inactive);
	});
});
