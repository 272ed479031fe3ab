import type { ReactNode } from "react";
import type { CurrentUser } from "../../../../../domain/user/user";

function Row({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="grid gap-1 border-sand-200 border-b py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
			<dt className="text-sm font-semibold text-ink-500">{label}</dt>
			<dd className="text-base text-ink-900">{children}</dd>
		</div>
	);
}

const notSet = <span className="text-ink-500">Not set</span>;

/** The profile's read view. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
	const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
	return (
		<dl>
			<Row label="Name">{name || notSet}</Row>
			<Row label="E-mail">{user.email ?? notSet}</Row>
			<Row label="Home location">{user.homeLocation || notSet}</Row>
			<Row label="Number of kids">{user.numberOfKids ?? notSet}</Row>
			<Row label="Kids' ages">{user.kidAges.length ? user.kidAges.join(", ") : notSet}</Row>
			<Row label="Interests">
				{user.interestTags.length ? (
					<ul className="flex flex-wrap gap-2" aria-label="Interests">
						{user.interestTags.map((tag) => (
							<li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
								{tag}
							</li>
						))}
					</ul>
				) : (
					notSet
				)}
			</Row>
		</dl>
	);
}
