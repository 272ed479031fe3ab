import { Compass, MapPin, Route, Trash2, Users } from "lucide-react";
import type { ReactNode } from "react";
import { loadMessages } from "../../../../../domain/api/load-rules";
import { roleLabelOf, USER_STATUS_LABELS } from "../../../../../domain/user/status-rules";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { LoadError } from "../../../components/ui/load-error";
import { ListSkeleton, LoadingShape } from "../../../components/ui/skeleton";
import { UserAvatar } from "../../layout";
import { useAdminUserDetails } from "../api/get-admin-user-details";
import type { AdminUser } from "../api/get-admin-users";
import { agesLabel, joinedDate, kidsLabel } from "../format";

function Section({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section className="grid gap-2">
			<h3 className="font-display text-base font-extrabold text-ink-900">{title}</h3>
			{children}
		</section>
	);
}

function Count({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
	return (
		<div className="flex flex-col gap-1 rounded-2xl bg-sand-50 p-3 ring-1 ring-sand-200 sm:p-4">
			<span className="text-brand-600">{icon}</span>
			<span className="font-display text-2xl font-extrabold text-ink-900">{value ?? "–"}</span>
			<span className="text-xs font-semibold text-ink-500">{label}</span>
		</div>
	);
}

/** One row of the recent lists: title, a second line, the created date. */
function Item({ title, detail, date }: { title: string; detail: string | null; date: string }) {
	return (
		<li className="flex items-start justify-between gap-3 py-2">
			<div className="min-w-0">
				<p className="truncate font-semibold text-ink-900">{title}</p>
				{detail && <p className="truncate text-sm text-ink-500">{detail}</p>}
			</div>
			<span className="shrink-0 text-xs whitespace-nowrap text-ink-500">{joinedDate(date)}</span>
		</li>
	);
}

/**
 * A user's details (Radix Dialog: focus kept inside, Escape closes): location, family, the three
 * counts, up to 3 recent adventures, recent saved places and the account details.
 */
export function UserDetailDialog({
	user,
	onOpenChange,
	onDelete,
}: {
	user: AdminUser | null;
	onOpenChange: (open: boolean) => void;
	onDelete: (user: AdminUser) => void;
}) {
	const details = useAdminUserDetails(user?.id ?? null);
	if (!user) return null;
	const ages = agesLabel(user.kidAges);
	const data = details.data;
	return (
		<Dialog open onOpenChange={onOpenChange} title={user.fullName || user.email} description={user.email}>
			<div className="flex items-center gap-4">
				<UserAvatar user={user} className="size-14 text-lg" />
				<div className="grid gap-1 text-sm text-ink-700">
					<p className="flex items-center gap-2">
						<MapPin aria-hidden className="size-4 text-ink-500" />
						{user.homeLocation ?? <span className="text-ink-500 italic">Not set</span>}
					</p>
					<p className="flex items-center gap-2">
						<Users aria-hidden className="size-4 text-ink-500" />
						{kidsLabel(user)}
						{ages && <span className="text-ink-500">({ages})</span>}
					</p>
				</div>
			</div>

			<div className="grid grid-cols-3 gap-2 sm:gap-3">
				<Count
					label="Adventures Created"
					value={data?.adventuresCreated}
					icon={<Compass aria-hidden className="size-5" />}
				/>
				<Count label="Places Saved" value={data?.placesSaved} icon={<MapPin aria-hidden className="size-5" />} />
				<Count label="Paths Created" value={data?.pathsCreated} icon={<Route aria-hidden className="size-5" />} />
			</div>

			{details.isPending && (
				<LoadingShape label="Loading details...">
					<ListSkeleton rows={2} thumbnail={false} />
				</LoadingShape>
			)}
			{details.isError && (
				<LoadError compact message={loadMessages.userDetails} onRetry={details.refetch} retrying={details.isFetching} />
			)}
			{data && (
				<>
					<Section title="Recent Adventures">
						{data.adventures.length ? (
							<ul className="divide-y divide-sand-100">
								{data.adventures.map((adventure) => (
									<Item
										key={adventure.id}
										title={adventure.title}
										detail={adventure.location}
										date={adventure.createdAt}
									/>
								))}
							</ul>
						) : (
							<p className="text-sm text-ink-500">No adventures yet.</p>
						)}
					</Section>
					<Section title="Recent Saved Places">
						{data.recentSavedPlaces.length ? (
							<ul className="divide-y divide-sand-100">
								{data.recentSavedPlaces.map((place) => (
									<Item key={place.id} title={place.name} detail={place.address} date={place.createdAt} />
								))}
							</ul>
						) : (
							<p className="text-sm text-ink-500">No saved places yet.</p>
						)}
					</Section>
				</>
			)}

			<Section title="Account Details">
				<dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
					<dt className="text-ink-500">Joined</dt>
					<dd className="text-ink-900">{joinedDate(user.createdAt)}</dd>
					<dt className="text-ink-500">Login Count</dt>
					<dd className="text-ink-900">{user.loginCount}</dd>
					<dt className="text-ink-500">Status</dt>
					<dd className="text-ink-900">{USER_STATUS_LABELS[user.userStatus]}</dd>
					<dt className="text-ink-500">Role</dt>
					<dd className="text-ink-900">{roleLabelOf(user)}</dd>
				</dl>
			</Section>

			{!user.isAdmin && (
				<div className="flex justify-end border-t border-sand-100 pt-4">
					<Button variant="outline" className="text-red-700" onClick={() => onDelete(user)}>
						<Trash2 aria-hidden className="size-4" />
						Delete User
					</Button>
				</div>
			)}
		</Dialog>
	);
}
