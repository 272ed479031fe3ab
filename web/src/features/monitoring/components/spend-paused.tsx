import { PauseCircle } from "lucide-react";
import { SPEND_TEXTS, type SpendState } from "../../../../../domain/monitoring/spend";

/** The banner while paid services are paused: what gave way to what, until the month's end or a raised budget. */
export function SpendPaused({ spend }: { spend: SpendState }) {
	if (!spend.paused) return null;
	return (
		<section
			role="alert"
			aria-labelledby="spend-paused"
			className="rounded-[var(--radius-card)] border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-950"
		>
			<h2 id="spend-paused" className="flex items-center gap-2 font-display text-base font-extrabold">
				<PauseCircle aria-hidden className="size-5 shrink-0 text-red-700" />
				{SPEND_TEXTS.pausedHeading}
			</h2>
			<p className="mt-1">{spend.message}</p>
			{spend.gaveWay.length > 0 && (
				<ul className="mt-2 space-y-0.5">
					{spend.gaveWay.map((item) => (
						<li key={item.paid}>
							<span className="font-semibold">{item.paid}</span> → {item.keyless}
						</li>
					))}
				</ul>
			)}
			<p className="mt-2 font-semibold">{SPEND_TEXTS.raiseHint}</p>
		</section>
	);
}
