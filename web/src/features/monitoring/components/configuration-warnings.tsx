import { Wrench } from "lucide-react";
import { useUsage } from "../api/get-usage";

/**
 * The settings this deployed Worker lacks or ignores (PUBLIC_ORIGIN, SESSION_SECRET, LOCAL_SIGN_IN),
 * each with what it stops, above both tabs. Nothing while the usage report loads or when all is set.
 */
export function ConfigurationWarnings() {
	const warnings = useUsage().data?.configuration ?? [];
	if (warnings.length === 0) return null;
	return (
		<section
			role="alert"
			aria-labelledby="configuration-warnings"
			className="mt-6 rounded-[var(--radius-card)] border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-950"
		>
			<h2 id="configuration-warnings" className="flex items-center gap-2 font-display text-base font-extrabold">
				<Wrench aria-hidden className="size-5 shrink-0 text-red-700" />
				This deployment is missing settings
			</h2>
			<ul className="mt-2 space-y-1.5">
				{warnings.map((warning) => (
					<li key={warning.setting} className="break-words">
						{warning.message}
					</li>
				))}
			</ul>
		</section>
	);
}
