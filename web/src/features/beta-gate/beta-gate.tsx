import { lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "react-router-dom";
import { opensWithoutBeta } from "../../../../domain/api/spa-routes";
import { Spinner } from "../../components/ui/spinner";
import { useBetaStatus } from "./api/get-beta-status";

// The password form is fetched only by a browser that needs it (the page preloads it then):
// everyone past the gate loads none of it.
const BetaPasswordForm = lazy(() => import("./beta-password-form").then((m) => ({ default: m.BetaPasswordForm })));

/**
 * Shown in place of the whole app until the server says this browser has beta access, except on
 * the public view of an adventure (`/adventure/{id}/public`, `/public/{id}`): a share link works for
 * anyone who has it, so the view shows without the password (it says so with `JoinBetaBanner`), and
 * the landing page's own address (`/welcome`), where the banner's 'Join the beta' leads.
 */
export function BetaGate({ children }: { children: ReactNode }) {
	const status = useBetaStatus();
	const { pathname } = useLocation();
	if (status.isPending) return <Spinner fullScreen label="Loading..." />;
	if (status.data?.authenticated || opensWithoutBeta(pathname)) return <>{children}</>;
	return (
		<Suspense fallback={<Spinner fullScreen label="Loading..." />}>
			<BetaPasswordForm />
		</Suspense>
	);
}

/** Whether this browser is past the beta gate; undefined while that is being checked. */
export const useHasBetaAccess = (): boolean | undefined => useBetaStatus().data?.authenticated;
