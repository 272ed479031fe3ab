import { MapPin, Trash2 } from "lucide-react";
import { plural } from "../../../../../domain/english";
import { canDeleteUser, deleteRefusal } from "../../../../../domain/user/status-rules";
import { Button } from "../../../components/ui/button";
import { UserAvatar } from "../../layout";
import type { AdminUser } from "../api/get-admin-users";
import { agesLabel, joinedDate, kidsLabel, lastSeen, shortId } from "../format";
import { RoleBadge, StatusBadge } from "./user-badges";

const COLUMNS = ["User", "Email", "Location", "Family", "Role", "Activity", "Joined", "Actions"] as const;

interface RowActions {
	onOpen: (user: AdminUser) => void;
	onDelete: (user: AdminUser) => void;
}

const nameOf = (user: AdminUser) => user.fullName || user.email;

/** The delete button: disabled for admins and users active within 30 days, its title says why. */
function DeleteButton({ user, onDelete }: { user: AdminUser; onDelete: (user: AdminUser) => void }) {
	const refusal = deleteRefusal(user);
	return (
		<Button
			variant="ghost"
			size="icon"
			className="text-red-600 hover:bg-red-50 hover:text-red-700"
			disabled={!canDeleteUser(user)}
			title={refusal ?? `Delete ${nameOf(user)}`}
			aria-label={`Delete ${nameOf(user)}`}
			onClick={(event) => {
				event.stopPropagation();
				onDelete(user);
			}}
		>
			<Trash2 aria-hidden className="size-4" />
		</Button>
	);
}

/** Avatar, name (a button: the keyboard's way into the detail dialog) and the id's first 8 characters. */
function UserCell({ user, onOpen }: { user: AdminUser; onOpen: (user: AdminUser) => void }) {
	return (
		<div className="flex min-w-0 items-center gap-3">
			<UserAvatar user={user} className="size-10 shrink-0 text-sm" />
			<div className="min-w-0">
				<button
					type="button"
					className="block max-w-full truncate text-left font-semibold text-ink-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
					onClick={(event) => {
						event.stopPropagation();
						onOpen(user);
					}}
				>
					{nameOf(user)}
				</button>
				<p className="font-mono text-xs text-ink-500">{shortId(user.id)}</p>
			</div>
		</div>
	);
}

function Family({ user }: { user: AdminUser }) {
	const ages = agesLabel(user.kidAges);
	return (
		<div>
			<p className="whitespace-nowrap text-ink-900">{kidsLabel(user)}</p>
			{ages && <p className="whitespace-nowrap text-xs text-ink-500">{ages}</p>}
		</div>
	);
}

function Activity({ user }: { user: AdminUser }) {
	return (
		<div className="flex flex-col items-start gap-1">
			<span className="whitespace-nowrap text-ink-900">{plural(user.loginCount, "login")}</span>
			<StatusBadge status={user.userStatus} />
		</div>
	);
}

function Joined({ user }: { user: AdminUser }) {
	return (
		<div>
			<p className="whitespace-nowrap text-ink-900">{joinedDate(user.createdAt)}</p>
			<p className="whitespace-nowrap text-xs text-ink-500">{lastSeen(user.lastSeenAt)}</p>
		</div>
	);
}

/**
 * The users: a table from the md breakpoint, cards below it (375 px phones). A click anywhere on a
 * row or card opens the detail dialog; the name is the keyboard's button for the same.
 */
export function UsersTable({ users, ...actions }: { users: AdminUser[] } & RowActions) {
	return (
		<>
			<div className="hidden overflow-x-auto md:block">
				<table className="w-full min-w-[960px] text-left text-sm">
					<thead className="border-b border-sand-200 text-xs font-semibold tracking-wide text-ink-500 uppercase">
						<tr>
							{COLUMNS.map((column) => (
								<th key={column} scope="col" className="px-4 py-3">
									{column === "Actions" ? <span className="sr-only sm:not-sr-only">{column}</span> : column}
								</th>
							))}
						</tr>
					</thead>
					<tbody className="divide-y divide-sand-100">
						{users.map((user) => (
							<tr
								key={user.id}
								className="cursor-pointer align-top transition-colors hover:bg-sand-50"
								onClick={() => actions.onOpen(user)}
							>
								<td className="max-w-56 px-4 py-3">
									<UserCell user={user} onOpen={actions.onOpen} />
								</td>
								<td className="max-w-60 truncate px-4 py-3 text-ink-700">{user.email}</td>
								<td className="px-4 py-3 text-ink-700">
									{user.homeLocation ?? <span className="text-ink-500 italic">Not set</span>}
								</td>
								<td className="px-4 py-3">
									<Family user={user} />
								</td>
								<td className="px-4 py-3">
									<RoleBadge user={user} />
								</td>
								<td className="px-4 py-3">
									<Activity user={user} />
								</td>
								<td className="px-4 py-3">
									<Joined user={user} />
								</td>
								<td className="px-4 py-3">
									<DeleteButton user={user} onDelete={actions.onDelete} />
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<ul className="divide-y divide-sand-100 md:hidden" aria-label="Users">
				{users.map((user) => (
					<li key={user.id}>
						{/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the name is the keyboard's button; the card only widens the mouse target */}
						<div className="flex cursor-pointer flex-col gap-3 px-4 py-4" onClick={() => actions.onOpen(user)}>
							<div className="flex items-start justify-between gap-3">
								<UserCell user={user} onOpen={actions.onOpen} />
								<DeleteButton user={user} onDelete={actions.onDelete} />
							</div>
							<p className="truncate text-sm text-ink-700">{user.email}</p>
							<p className="flex items-center gap-1 text-sm text-ink-700">
								<MapPin aria-hidden className="size-4 shrink-0 text-ink-500" />
								{user.homeLocation ?? <span className="text-ink-500 italic">Not set</span>}
							</p>
							<div className="grid grid-cols-2 gap-3 text-sm">
								<Family user={user} />
								<div>
									<RoleBadge user={user} />
								</div>
								<Activity user={user} />
								<Joined user={user} />
							</div>
						</div>
					</li>
				))}
			</ul>
		</>
	);
}
