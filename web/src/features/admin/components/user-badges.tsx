import { roleLabelOf, USER_STATUS_LABELS, type UserStatus } from "../../../../../domain/user/status-rules";
import { cn } from "../../../lib/cn";

const badge = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";

const STATUS_TINT: Record<UserStatus, string> = {
	new: "bg-sunrise-100 text-sunrise-700",
	active: "bg-brand-100 text-brand-800",
	inactive: "bg-sand-100 text-ink-700",
};

/** 'New User', 'Active User' or 'Inactive User'. */
export function StatusBadge({ status }: { status: UserStatus }) {
	return <span className={cn(badge, STATUS_TINT[status])}>{USER_STATUS_LABELS[status]}</span>;
}

const ROLE_TINT = {
	Admin: "bg-ink-900 text-white",
	"Local Wunder": "bg-brand-50 text-brand-700 ring-1 ring-brand-200",
	User: "bg-sand-100 text-ink-700",
} as const;

/** Admin, else Local Wunder, else User. */
export function RoleBadge({ user }: { user: { isAdmin: boolean; isLocalWunder: boolean } }) {
	const role = roleLabelOf(user);
	return <span className={cn(badge, ROLE_TINT[role])}>{role}</span>;
}
