import { useId } from "react";
import { cn } from "../../../lib/cn";
import { dayLabel, type Trip, tripDates } from "../trip-days";

/** The words of the choice that leaves a path without a day. */
const NO_DAY = "No day";

/** 'Day': a native select of the trip's days and 'No day' (null). */
export function DaySelect({
	trip,
	value,
	onChange,
	disabled,
	label = "Day",
	className,
}: {
	trip: Pick<Trip, "startDate" | "endDate">;
	value: string | null;
	onChange: (date: string | null) => void;
	disabled?: boolean;
	label?: string;
	className?: string;
}) {
	const id = useId();
	const dates = tripDates(trip);
	// A day outside the trip (its dates changed since) stays shown until it is changed.
	const options = value && !dates.includes(value) ? [value, ...dates] : dates;
	return (
		<div className={cn("grid gap-2", className)}>
			<label htmlFor={id} className="text-sm font-semibold text-ink-700">
				{label}
			</label>
			<select
				id={id}
				value={value ?? ""}
				disabled={disabled}
				onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
				className={cn(
					"h-11 w-full min-w-0 rounded-xl border border-sand-200 bg-white px-3 text-base text-ink-900",
					"focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60",
				)}
			>
				{options.map((date) => (
					<option key={date} value={date}>
						{dayLabel(date, trip)}
					</option>
				))}
				<option value="">{NO_DAY}</option>
			</select>
		</div>
	);
}
