import { Check, CloudRain, Moon, X } from "lucide-react";
import { useId, useLayoutEffect, useRef } from "react";
import type { DayPlanDay, DayPlanStop } from "../../../../../domain/path/day-plan-rules";
import { formatDistance, formatDuration } from "../../../../../domain/place/place-rules";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { blockLabel, dayHeading, legFrom, otherNotes, restLine } from "../day-plan-edit";
import { MODE_LABEL, ModeIcon } from "./mode-icon";

interface Props {
	day: DayPlanDay;
	index: number;
	/** The family asked for this day to be rainy (the proposal may still be on its way). */
	rainy: boolean;
	accepted: boolean;
	/** This day is being accepted. */
	accepting: boolean;
	/** Another change is on its way: the buttons wait. */
	busy: boolean;
	compact?: boolean;
	/** The day's heading: h3 under the dialog's title, h2 in the chat. */
	headingLevel: 2 | 3;
	onToggleRainy: () => void;
	onRemove: (stop: DayPlanStop) => void;
	onAccept: () => void;
}

/** "Walking · 2.1 km · 50 min on foot": the day's mode, distance and walking time, as far as it has them. */
function daySummary(day: DayPlanDay): string {
	const parts = [MODE_LABEL[day.transportMode]];
	if (day.distanceMeters > 0) parts.push(formatDistance(day.distanceMeters));
	if (day.walkingMinutes > 0) parts.push(`${formatDuration(day.walkingMinutes * 60)} on foot`);
	return parts.join(" · ");
}

/**
 * One proposed day: its date and name, the stops in order with their part of the day and the legs'
 * times at the family's pace, the rest window and notes; 'Rainy day', a suggestion's 'Remove' and
 * 'Accept this day'. After a removal the focus goes to the next suggestion's 'Remove', else the day.
 */
export function DayPlanDayCard({
	day,
	index,
	rainy,
	accepted,
	accepting,
	busy,
	compact,
	headingLevel,
	onToggleRainy,
	onRemove,
	onAccept,
}: Props) {
	const heading = dayHeading(index, day.date);
	const Heading = headingLevel === 2 ? "h2" : "h3";
	const rest = restLine(day);
	const notes = otherNotes(day);
	const headingId = useId();
	const root = useRef<HTMLElement>(null);
	const removedAt = useRef<number | null>(null);
	const stopCount = day.stops.length;
	const acceptLabel = accepting ? "Accepting..." : "Accept this day";

	// biome-ignore lint/correctness/useExhaustiveDependencies: runs when a stop has left the day
	useLayoutEffect(() => {
		const at = removedAt.current;
		if (at === null) return;
		removedAt.current = null;
		const removes = root.current?.querySelectorAll<HTMLButtonElement>("[data-remove-suggestion]") ?? [];
		const next = removes[Math.min(at, removes.length - 1)];
		if (next) next.focus();
		else root.current?.querySelector<HTMLElement>("h2, h3")?.focus();
	}, [stopCount]);

	const remove = (stop: DayPlanStop) => {
		const suggestions = day.stops.filter((s) => !s.saved);
		removedAt.current = suggestions.indexOf(stop);
		onRemove(stop);
	};

	return (
		<article
			ref={root}
			aria-labelledby={headingId}
			data-day={day.date}
			className={cn(
				"grid gap-3 rounded-2xl border bg-white",
				compact ? "p-3" : "p-4",
				accepted ? "border-brand-300 bg-brand-50/40" : "border-sand-200",
			)}
		>
			<div className="flex flex-wrap items-start justify-between gap-2">
				<div className="min-w-0">
					<Heading id={headingId} tabIndex={-1} className="font-display font-extrabold text-ink-900">
						{heading}
					</Heading>
					<p className="text-sm font-semibold break-words text-ink-700">{day.name}</p>
				</div>
				{!accepted && (
					<Button
						variant="outline"
						size="sm"
						aria-pressed={rainy}
						aria-label={`Rainy day: ${heading}`}
						disabled={busy}
						onClick={onToggleRainy}
						className={cn(rainy && "border-brand-300 bg-brand-50 text-brand-800")}
					>
						<CloudRain aria-hidden className="size-4" />
						Rainy day
					</Button>
				)}
			</div>
			{stopCount === 0 ? (
				<p className="text-sm text-ink-500">Nothing planned for this day: a free day.</p>
			) : (
				<>
					<p className="flex flex-wrap items-center gap-x-1.5 text-xs text-ink-500">
						<ModeIcon mode={day.transportMode} className="size-3.5" />
						{daySummary(day)}
					</p>
					<ol className="grid gap-2" aria-label={`Stops of ${heading}`}>
						{day.stops.map((stop, i) => (
							<StopItem
								key={stop.googlePlaceId}
								stop={stop}
								number={i + 1}
								// The part of the day is said where it starts.
								block={
									day.stops[i - 1] && blockLabel(day.stops[i - 1] as DayPlanStop) === blockLabel(stop)
										? null
										: blockLabel(stop)
								}
								legLabel={legFrom(day, stop)?.label}
								removable={!accepted}
								busy={busy}
								heading={heading}
								onRemove={() => remove(stop)}
							/>
						))}
					</ol>
				</>
			)}
			{rest && (
				<p className="flex items-start gap-1.5 rounded-xl bg-sand-100 px-3 py-2 text-xs text-ink-700">
					<Moon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
					<span>{rest}</span>
				</p>
			)}
			{notes.length > 0 && (
				<ul className="grid list-disc gap-1 pl-5 text-xs text-ink-700">
					{notes.map((note) => (
						<li key={note}>{note}</li>
					))}
				</ul>
			)}
			{accepted ? (
				<p className="flex items-center gap-1.5 text-sm font-semibold text-brand-800">
					<Check aria-hidden className="size-4" />
					Added to your paths
				</p>
			) : (
				stopCount > 0 && (
					<div className="flex justify-end">
						<Button
							size="sm"
							data-accept-day
							aria-label={`${acceptLabel}: ${heading}`}
							disabled={busy}
							onClick={onAccept}
						>
							{acceptLabel}
						</Button>
					</div>
				)
			)}
		</article>
	);
}

function StopItem({
	stop,
	number,
	block,
	legLabel,
	removable,
	busy,
	heading,
	onRemove,
}: {
	stop: DayPlanStop;
	number: number;
	/** The part of the day, on the first stop of it. */
	block: string | null;
	legLabel: string | undefined;
	removable: boolean;
	busy: boolean;
	heading: string;
	onRemove: () => void;
}) {
	return (
		<li className="grid gap-1">
			{block && <p className="text-[11px] font-bold tracking-wide text-ink-500 uppercase">{block}</p>}
			<div className="flex items-start gap-2">
				<span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-[11px] font-bold text-white">
					{number}
				</span>
				<div className="min-w-0 flex-1">
					<p className="text-sm font-semibold break-words text-ink-900">{stop.name}</p>
					{!stop.saved && (
						<div className="mt-1 flex flex-wrap items-center gap-2">
							<span className="rounded-full bg-sunrise-50 px-2 py-0.5 text-[11px] font-bold text-sunrise-800">
								Suggestion
							</span>
							{removable && (
								<button
									type="button"
									data-remove-suggestion
									disabled={busy}
									aria-label={`Remove suggestion ${stop.name} from ${heading}`}
									onClick={onRemove}
									className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold text-ink-700 hover:bg-sand-100 disabled:opacity-50"
								>
									<X aria-hidden className="size-3.5" />
									Remove
								</button>
							)}
						</div>
					)}
				</div>
			</div>
			{legLabel && <p className="pl-7 text-xs text-ink-500">↓ {legLabel}</p>}
		</li>
	);
}
