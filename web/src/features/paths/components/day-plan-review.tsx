import { CalendarDays, Heart } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { plural } from "../../../../../domain/english";
import type { DayPlanDay, DayPlanProposal, DayPlanStop } from "../../../../../domain/path/day-plan-rules";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useAcceptDayPlan } from "../api/accept-day-plan";
import { useDayPlan } from "../api/day-plan";
import { usePaths } from "../api/get-paths";
import { dayWithout } from "../day-plan-edit";
import { pathErrorToast } from "../errors";
import { dayLabel, type Trip } from "../trip-days";
import { DayPlanDayCard } from "./day-plan-day";

const PLAN_FAILED = "We couldn't plan your days just now. Please try again.";
const ACCEPT_FAILED = "Failed to add the days to your paths. Please try again.";

interface Props {
	adventureId: string;
	/** The trip's dates: a day is named by its place in the trip ("Day 2 · Tue 7 Apr"). */
	trip: Trip;
	/** A proposal already in hand (the guide's message); without one, the review asks for it. */
	initial?: DayPlanProposal;
	/** Tighter spacing and days headed h2, for the chat's message (the dialog's title is the h2 there). */
	compact?: boolean;
	/** Every planned day has become a path (the Paths tab closes the review). */
	onAllAccepted?: () => void;
}

/** A day is already a path when a path of the trip has its date and name. */
const isPathOf = (day: DayPlanDay, path: { date: string | null; name: string }) =>
	path.date === day.date && path.name === day.name;

/**
 * 'Plan my days': the proposal, one day after another, for the family to review. A day marked
 * rainy asks for a new proposal; a suggestion can be removed; a day or all of them are accepted
 * (then they are dated paths, and the Paths tab shows them). Nothing is written before that, and
 * the trip's other paths are left as they are.
 */
export function DayPlanReview({ adventureId, trip, initial, compact = false, onAllAccepted }: Props) {
	const [rainyDates, setRainyDates] = useState<string[]>(
		() => initial?.days.filter((day) => day.rainy).map((day) => day.date) ?? [],
	);
	const [removed, setRemoved] = useState<ReadonlyMap<string, ReadonlySet<string>>>(new Map());
	const [acceptedDates, setAcceptedDates] = useState<ReadonlySet<string>>(new Set());
	/** After an accept: the day whose button takes the focus ("" for the summary). */
	const [focusDate, setFocusDate] = useState<string | null>(null);
	const plan = useDayPlan(adventureId, rainyDates, initial);
	const paths = usePaths(adventureId);
	const root = useRef<HTMLDivElement>(null);
	const summary = useRef<HTMLParagraphElement>(null);
	const proposal = plan.proposal;

	const days = useMemo(
		() =>
			proposal ? proposal.days.map((day) => dayWithout(day, removed.get(day.date) ?? new Set(), proposal.pace)) : [],
		[proposal, removed],
	);
	const pathList = paths.data ?? [];
	const accepted = (day: DayPlanDay) => acceptedDates.has(day.date) || pathList.some((path) => isPathOf(day, path));
	const open = days.filter((day) => day.stops.length > 0 && !accepted(day));
	const existing = pathList.filter((path) => !days.some((day) => isPathOf(day, path))).length;

	const accept = useAcceptDayPlan({
		mutationConfig: {
			onSuccess: (_answer, { days: done }) => {
				const next = new Set([...acceptedDates, ...done.map((day) => day.date)]);
				setAcceptedDates(next);
				const first = done[0];
				const description =
					done.length === 1 && first
						? `${dayLabel(first.date, trip)} is now a path.`
						: `${plural(done.length, "day")} are now paths, one per day.`;
				toast({ title: "Added to your paths", description, variant: "success" });
				const left = days.filter((day) => day.stops.length > 0 && !next.has(day.date) && !accepted(day));
				if (left.length === 0 && onAllAccepted) return onAllAccepted();
				// The focus goes on to the next day to accept, else to the review's summary.
				setFocusDate(left[0]?.date ?? "");
			},
			onError: (error) => pathErrorToast(clientError(error), ACCEPT_FAILED),
		},
	});
	const acceptingDates = accept.isPending ? new Set(accept.variables.days.map((day) => day.date)) : new Set<string>();
	const busy = accept.isPending || plan.isPlaceholderData;

	// Once the buttons are enabled again: the next day's 'Accept this day', or the summary.
	useEffect(() => {
		if (focusDate === null || busy) return;
		setFocusDate(null);
		const next = focusDate && root.current?.querySelector<HTMLElement>(`[data-day="${focusDate}"] [data-accept-day]`);
		(next || summary.current)?.focus();
	}, [focusDate, busy]);

	if (!proposal) {
		if (plan.isError) return <PlanError error={plan.error} onRetry={() => plan.refetch()} />;
		return <DayPlanSkeleton />;
	}
	// Nothing saved to plan from; a plan the guide proposed in the chat may hold suggested stops alone.
	const planned = (stop: DayPlanStop) => stop.saved || initial !== undefined;
	if (proposal.unplaced.length === 0 && !days.some((day) => day.stops.some(planned))) return <NoSavedPlaces />;

	const toggleRainy = (date: string) =>
		setRainyDates((list) => (list.includes(date) ? list.filter((d) => d !== date) : [...list, date]));
	const removeStop = (day: DayPlanDay, stop: DayPlanStop) =>
		setRemoved((map) => new Map(map).set(day.date, new Set([...(map.get(day.date) ?? []), stop.googlePlaceId])));
	// The plan's own word on existing paths is said here, with the count the family sees.
	const planNotes = proposal.notes.filter((note) => !/existing path/i.test(note));

	return (
		<div ref={root} className={cn("grid", compact ? "gap-2" : "gap-3")} aria-busy={busy}>
			<div className="grid gap-1 text-sm text-ink-700">
				<p ref={summary} tabIndex={-1}>
					{open.length > 0
						? "Nothing is saved until you accept a day."
						: days.length > 0
							? "Every day of the plan is in your paths."
							: "No day could be planned."}
				</p>
				{existing > 0 && (
					<p>
						{existing === 1
							? "Your existing path stays as it is."
							: `Your ${existing} existing paths stay as they are.`}
					</p>
				)}
				{planNotes.map((note) => (
					<p key={note}>{note}</p>
				))}
			</div>
			{plan.isPlaceholderData && (
				<p role="status" className="text-sm font-semibold text-brand-800">
					Updating the plan...
				</p>
			)}
			{plan.isError && <PlanError error={plan.error} onRetry={() => plan.refetch()} />}
			{days.map((day) => (
				<DayPlanDayCard
					key={day.date}
					day={day}
					heading={dayLabel(day.date, trip)}
					rainy={rainyDates.includes(day.date)}
					accepted={accepted(day)}
					accepting={acceptingDates.has(day.date)}
					busy={busy}
					compact={compact}
					headingLevel={compact ? 2 : 3}
					onToggleRainy={() => toggleRainy(day.date)}
					onRemove={(stop) => removeStop(day, stop)}
					onAccept={() => accept.mutate({ adventureId, days: [day] })}
				/>
			))}
			{proposal.unplaced.length > 0 && (
				<div className="rounded-2xl bg-sand-100 p-3 text-xs text-ink-700">
					<p className="font-semibold text-ink-900">Not in any day</p>
					<ul className="mt-1 grid gap-1">
						{proposal.unplaced.map((place) => (
							<li key={place.googlePlaceId}>
								{place.name}: {place.reason}
							</li>
						))}
					</ul>
				</div>
			)}
			{open.length > 1 && (
				<div
					className={cn(
						"flex items-center justify-end gap-3 border-t border-sand-200 pt-2",
						// In the dialog it stays in sight at the bottom, over the dialog's padding.
						!compact && "sticky -bottom-4 bg-white pb-4 sm:-bottom-6 sm:pb-6",
					)}
				>
					<span className="text-sm text-ink-700">{plural(open.length, "day")} to accept</span>
					<Button disabled={busy} onClick={() => accept.mutate({ adventureId, days: open })}>
						{accept.isPending && acceptingDates.size > 1 ? "Accepting..." : "Accept all"}
					</Button>
				</div>
			)}
		</div>
	);
}

/** The days on their way: grey cards in the shape of the review. */
function DayPlanSkeleton() {
	return (
		<div className="grid gap-3" aria-busy="true">
			<p role="status" className="sr-only">
				Planning your days...
			</p>
			{[0, 1, 2].map((key) => (
				<div key={key} aria-hidden className="grid animate-pulse gap-3 rounded-2xl border border-sand-200 bg-white p-4">
					<div className="h-4 w-40 rounded bg-sand-200" />
					<div className="h-3 w-56 max-w-full rounded bg-sand-100" />
					<div className="h-3 w-48 max-w-full rounded bg-sand-100" />
					<div className="h-3 w-52 max-w-full rounded bg-sand-100" />
				</div>
			))}
		</div>
	);
}

/** The server's own words are shown for a refusal (4xx); anything else gets ours. */
const clientError = (error: Error) => (error instanceof ApiError && error.status < 500 ? error : null);

function PlanError({ error, onRetry }: { error: Error; onRetry: () => void }) {
	const message = clientError(error)?.serverMessage || PLAN_FAILED;
	return (
		<div role="alert" className="grid justify-items-start gap-2 rounded-2xl border border-red-200 bg-red-50 p-4">
			<p className="text-sm text-red-900">{message}</p>
			<Button size="sm" variant="outline" onClick={onRetry}>
				Try again
			</Button>
		</div>
	);
}

function NoSavedPlaces() {
	return (
		<div className="flex flex-col items-center px-4 py-8 text-center">
			<span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
				<CalendarDays aria-hidden className="size-6" />
			</span>
			<p className="mt-3 font-display text-lg font-extrabold text-ink-900">Save a few places first</p>
			<p className="mt-1 text-sm text-ink-500">
				Your days are planned from the places you save. Tap the <Heart aria-hidden className="inline size-3.5" /> on a
				place in the Guide or on the map, then come back to plan your days.
			</p>
		</div>
	);
}
