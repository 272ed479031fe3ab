import { ArrowLeft } from "lucide-react";
import { Link } from "react-router-dom";
import { paths } from "../../../lib/paths";

/** 'Back to Dashboard' above every admin page's heading (44 px tall, a phone's touch target). */
export function BackToDashboard() {
	return (
		<Link
			to={paths.admin}
			className="mb-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
		>
			<ArrowLeft aria-hidden className="size-4" />
			Back to Dashboard
		</Link>
	);
}
