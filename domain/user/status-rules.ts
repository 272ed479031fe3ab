// Kept apart from the zod schemas in ./status so a screen that needs only these rules does not load zod.

/**
 * A user's status on the admin screens, from two dates: when they joined (createdAt) and when they
 * were last seen (lastSeenAt: every sign-in, and requests at most every five minutes; the join date
 * when never seen). Shared by the Worker (the list's `userStatus` and the deletion rule it enforces)
 * and the SPA (filters, badges, the engaged percentage, the disabled delete button), and the
 * monitoring page's user figures.
 */
const USER_STATUSES = ["new", "active", "inactive"] as const;

export type UserStatus = (typeof USER_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Joined within this many days: 'New User'. */
const NEW_USER_DAYS = 7;

/** Seen within this many days: active (and then not deletable). */
export const ACTIVE_USER_DAYS = 30;

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
	new: "New User",
	active: "Active User",
	inactive: "Inactive User",
};

interface Dates {
	createdAt: Date | string | number;
	lastSeenAt: Date | string | number | null;
}

const ms = (value: Date | string | number) => new Date(value).getTime();

/** The last sign of life: the last time seen, else the join date. */
export function lastActivityOf(user: Dates): Date {
	return new Date(user.lastSeenAt === null ? ms(user.createdAt) : Math.max(ms(user.lastSeenAt), ms(user.createdAt)));
}

/** Seen (or joined) within the last 30 days. */
export function isActiveUser(user: Dates, now: Date | number = Date.now()): boolean {
	return ms(now) - lastActivityOf(user).getTime() < ACTIVE_USER_DAYS * DAY_MS;
}

/** new: joined within 7 days; else active: seen within 30 days; else inactive. */
export function userStatusOf(user: Dates, now: Date | number = Date.now()): UserStatus {
	if (ms(now) - ms(user.createdAt) < NEW_USER_DAYS * DAY_MS) return "new";
	return isActiveUser(user, now) ? "active" : "inactive";
}

export const CANNOT_DELETE_ACTIVE = "Cannot delete: This user has been active within the last 30 days.";

export const CANNOT_DELETE_ADMIN = "Cannot delete: Admins cannot be deleted.";

export const CANNOT_DELETE_SAMPLES = "Cannot delete: This account holds the sample trips of the landing page.";

/**
 * The seed's sample account (the landing's showcase trips) has an address at the reserved
 * `.invalid` domain: no sign-in reaches it, and it never counts as someone an admin may remove.
 */
const isSampleAccount = (email: string) => email.toLowerCase().endsWith(".invalid");

interface Deletable {
	isAdmin: boolean;
	isActive: boolean;
	email: string;
}

/**
 * Whether an admin may delete this user: never an admin, never the sample trips' account, never
 * someone active within 30 days. Returns the refusal's text, or null when deletion is allowed.
 */
export function deleteRefusal(user: Deletable): string | null {
	if (user.isAdmin) return CANNOT_DELETE_ADMIN;
	if (isSampleAccount(user.email)) return CANNOT_DELETE_SAMPLES;
	if (user.isActive) return CANNOT_DELETE_ACTIVE;
	return null;
}

export const canDeleteUser = (user: Deletable) => deleteRefusal(user) === null;

/** Role shown on the admin screens: Admin, else Local Wunder, else User. */
export function roleLabelOf(user: { isAdmin: boolean; isLocalWunder: boolean }): "Admin" | "Local Wunder" | "User" {
	if (user.isAdmin) return "Admin";
	return user.isLocalWunder ? "Local Wunder" : "User";
}

export const STATUS_FILTERS = ["all", ...USER_STATUSES] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];

interface Searchable {
	fullName: string;
	email: string;
	homeLocation: string | null;
	userStatus: UserStatus;
}

/** Case-insensitive search on full name, e-mail and home location, then the status filter. */
export function filterUsers<U extends Searchable>(users: readonly U[], search: string, status: StatusFilter): U[] {
	const needle = search.trim().toLowerCase();
	return users.filter((user) => {
		if (status !== "all" && user.userStatus !== status) return false;
		if (!needle) return true;
		return [user.fullName, user.email, user.homeLocation ?? ""].some((field) => field.toLowerCase().includes(needle));
	});
}

/**
 * How many users are in each status: the user list's filter buttons (the search applied, not the
 * status), the dashboard and the monitoring page all count with this, so their words agree.
 */
export function statusCounts(users: readonly Pick<Searchable, "userStatus">[]): StatusCounts {
	const counts: StatusCounts = { all: users.length, new: 0, active: 0, inactive: 0 };
	for (const user of users) counts[user.userStatus] += 1;
	return counts;
}

export type StatusCounts = Record<StatusFilter, number>;

/** The status counts of users known by their dates (the Worker's rows), through `userStatusOf`. */
export function countUserStatuses(users: readonly Dates[], now: Date | number = Date.now()): StatusCounts {
	return statusCounts(users.map((user) => ({ userStatus: userStatusOf(user, now) })));
}

/**
 * The dashboard's 'Engaged' share: the Active count over all users, as a whole percentage (0 without
 * users). New users (joined within 7 days) count as New, not yet as engaged, so 'Active 0' always
 * reads 'Engaged 0%'.
 */
export function engagedPercent(counts: StatusCounts): number {
	if (counts.all === 0) return 0;
	return Math.round((counts.active / counts.all) * 100);
}
