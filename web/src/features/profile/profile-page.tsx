import { SessionsCard } from "../auth";
import { UnderConstruction } from "../layout";

/** `/profile`: the profile itself is still to come; the Sessions card works already. */
export function ProfilePage() {
	return (
		<div>
			<UnderConstruction title="Profile" />
			<div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
				<SessionsCard />
			</div>
		</div>
	);
}
