import { Link } from "react-router-dom";
import { publicViewMessages } from "../../../../domain/share/public-view-rules";
import { paths } from "../../lib/paths";
import { useHasBetaAccess } from "./beta-gate";

/**
 * A quiet line over the public view for a visitor without the beta password, inviting them in: its
 * link opens the landing page (what the product is, open without the password), not the gate.
 */
export function JoinBetaBanner() {
	if (useHasBetaAccess() !== false) return null;
	return (
		<aside
			aria-label="Join the beta"
			className="flex flex-wrap items-center justify-center gap-x-2 border-b border-sand-200 bg-sand-50 px-4 py-1.5 text-center text-xs text-ink-700 sm:text-sm"
		>
			<span>{publicViewMessages.joinBeta}</span>
			<Link to={paths.landing} className="font-bold text-brand-700 underline-offset-2 hover:underline">
				{publicViewMessages.joinBetaLink}
			</Link>
		</aside>
	);
}
