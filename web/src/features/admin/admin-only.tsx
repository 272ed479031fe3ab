import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useAuth } from "../auth";

/**
 * Admin screens are routed for every signed-in user; non-admins see this page instead. It only
 * guides: every admin call is refused by the server (403) whatever the SPA shows.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
	const { user } = useAuth();
	if (user?.isAdmin) return children;
	return (
		<main className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
			<ShieldAlert aria-hidden className="mx-auto size-12 text-brand-600" />
			<h1 className="mt-4 font-display text-3xl font-extrabold">Admin access required</h1>
			<p className="mt-3 text-ink-500">This area is for Adventure Guide administrators.</p>
		</main>
	);
}
