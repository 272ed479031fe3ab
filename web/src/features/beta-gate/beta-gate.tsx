import { lazy, type ReactNode, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner";
import { useBetaStatus } from "./api/get-beta-status";

// The password form is fetched only by a browser that needs it (the page preloads it then):
// everyone past the gate loads none of it.
const BetaPasswordForm = lazy(() => import("./beta-password-form").then((m) => ({ default: m.BetaPasswordForm })));

/** Shown in place of the whole app until the server says this browser has beta access. */
export function BetaGate({ children }: { children: ReactNode }) {
	const status = useBetaStatus();
	if (status.isPending) return <Spinner fullScreen label="Loading..." />;
	if (status.data?.authenticated) return <>{children}</>;
	return (
		<Suspense fallback={<Spinner fullScreen label="Loading..." />}>
			<BetaPasswordForm />
		</Suspense>
	);
}
