import { Search } from "lucide-react";
import { lazy, useMemo, useState } from "react";
import { loadMessages } from "../../../../domain/api/load-rules";
import { filterUsers, STATUS_FILTERS, type StatusFilter, statusCounts } from "../../../../domain/user/status-rules";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { LoadError } from "../../components/ui/load-error";
import { ListSkeleton, LoadingShape } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { OnceOpened } from "../../lib/lazy";
import { PageHeading } from "../layout";
import { AdminOnly } from "./admin-only";
import { useDeleteAdminUser } from "./api/delete-admin-user";
import { type AdminUser, useAdminUsers } from "./api/get-admin-users";
import { BackToDashboard } from "./components/back-to-dashboard";
import { UsersTable } from "./components/users-table";

// The user's details and the delete confirmation (Radix Dialog): fetched when first opened.
const UserDetailDialog = lazy(() =>
	import("./components/user-detail-dialog").then((m) => ({ default: m.UserDetailDialog })),
);
const DeleteUserDialog = lazy(() =>
	import("./components/delete-user-dialog").then((m) => ({ default: m.DeleteUserDialog })),
);

const FILTER_LABELS: Record<StatusFilter, string> = { all: "All", new: "New", active: "Active", inactive: "Inactive" };

function StatusFilters({
	value,
	counts,
	onChange,
}: {
	value: StatusFilter;
	counts: Record<StatusFilter, number>;
	onChange: (value: StatusFilter) => void;
}) {
	return (
		<fieldset className="flex flex-wrap gap-2">
			<legend className="sr-only">Filter by status</legend>
			{STATUS_FILTERS.map((filter) => {
				const active = filter === value;
				return (
					<button
						key={filter}
						type="button"
						aria-pressed={active}
						onClick={() => onChange(filter)}
						className={cn(
							"inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
							"focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
							active
								? "border-brand-600 bg-brand-600 text-white"
								: "border-sand-200 bg-white text-ink-700 hover:bg-sand-100",
						)}
					>
						{FILTER_LABELS[filter]}
						<span
							className={cn(
								"rounded-full px-2 text-xs",
								active ? "bg-white/20 text-white" : "bg-sand-100 text-ink-700",
							)}
						>
							{counts[filter]}
						</span>
					</button>
				);
			})}
		</fieldset>
	);
}

function UsersPanel() {
	const users = useAdminUsers();
	const [search, setSearch] = useState("");
	const [status, setStatus] = useState<StatusFilter>("all");
	const [selected, setSelected] = useState<AdminUser | null>(null);
	const [deleting, setDeleting] = useState<AdminUser | null>(null);
	const [deleteError, setDeleteError] = useState<string | null>(null);
	const removal = useDeleteAdminUser({
		mutationConfig: {
			onSuccess: (_answer, id) => {
				const name = deleting?.id === id ? deleting.fullName || deleting.email : "The user";
				setDeleting(null);
				setSelected(null);
				setDeleteError(null);
				toast({ title: "User Deleted", description: `${name} and their data were deleted.`, variant: "success" });
			},
			onError: (error) => {
				setDeleting(null);
				setDeleteError((error instanceof ApiError && error.serverMessage) || "Failed to delete user");
			},
		},
	});

	const searched = useMemo(() => filterUsers(users.data ?? [], search, "all"), [users.data, search]);
	const counts = useMemo(() => statusCounts(searched), [searched]);
	const shown = useMemo(() => filterUsers(searched, "", status), [searched, status]);

	if (users.isPending) {
		return (
			<LoadingShape label="Loading users..." className="mt-8">
				<ListSkeleton rows={5} />
			</LoadingShape>
		);
	}
	if (users.isError)
		return <LoadError message={loadMessages.users} onRetry={users.refetch} retrying={users.isFetching} />;

	return (
		<div className="mt-8 grid gap-6">
			<div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
				<div className="relative w-full lg:max-w-md">
					<Search
						aria-hidden
						className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500"
					/>
					<Input
						type="search"
						aria-label="Search users"
						placeholder="Search users by name, email, or location..."
						value={search}
						onChange={(event) => setSearch(event.target.value)}
						className="pl-10"
					/>
				</div>
				<StatusFilters value={status} counts={counts} onChange={setStatus} />
			</div>

			<Card className="overflow-hidden">
				<h2 className="border-b border-sand-100 px-4 py-4 font-display text-xl font-extrabold text-ink-900 sm:px-6">
					Users ({shown.length})
				</h2>
				{shown.length ? (
					<UsersTable users={shown} onOpen={setSelected} onDelete={setDeleting} />
				) : (
					<p className="px-6 py-12 text-center text-ink-500">
						{search.trim() ? "No users found matching your search." : "No users found."}
					</p>
				)}
			</Card>

			{deleteError && (
				<p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-700">
					Error: {deleteError}
				</p>
			)}

			<OnceOpened open={selected !== null}>
				<UserDetailDialog
					user={selected}
					onOpenChange={(open) => !open && setSelected(null)}
					onDelete={(user) => {
						setSelected(null);
						setDeleting(user);
					}}
				/>
			</OnceOpened>
			<OnceOpened open={deleting !== null}>
				<DeleteUserDialog
					user={deleting}
					pending={removal.isPending}
					onOpenChange={(open) => !open && !removal.isPending && setDeleting(null)}
					onConfirm={(user) => removal.mutate(user.id)}
				/>
			</OnceOpened>
		</div>
	);
}

/** `/admin/users`: search, status filters, the users table, details and deletion. */
export function AdminUsersPage() {
	return (
		<AdminOnly>
			<main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
				<BackToDashboard />
				<PageHeading title="User Management" subtitle="Manage user accounts and view detailed user information" />
				<UsersPanel />
			</main>
		</AdminOnly>
	);
}
