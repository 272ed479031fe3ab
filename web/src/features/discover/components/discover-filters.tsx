import {
	type DiscoverFilters,
	DURATION_BANDS,
	DURATION_LABELS,
	KID_AGE_BAND_LABELS,
	KID_AGE_BANDS,
	REGION_LABELS,
	REGIONS,
} from "../../../../../domain/adventure/discover";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";

function ChipGroup<T extends string>({
	label,
	options,
	labels,
	value,
	onChange,
}: {
	label: string;
	options: readonly T[];
	labels: Record<T, string>;
	value: T | null;
	onChange: (value: T | null) => void;
}) {
	return (
		<fieldset className="flex flex-col gap-2">
			<legend className="mb-2 text-sm font-semibold text-ink-700">{label}</legend>
			<div className="flex flex-wrap gap-2">
				{options.map((option) => {
					const selected = value === option;
					return (
						<button
							key={option}
							type="button"
							aria-pressed={selected}
							onClick={() => onChange(selected ? null : option)}
							className={cn(
								"rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors",
								"focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
								selected
									? "border-brand-600 bg-brand-600 text-white"
									: "border-sand-200 bg-white text-ink-700 hover:bg-sand-100",
							)}
						>
							{labels[option]}
						</button>
					);
				})}
			</div>
		</fieldset>
	);
}

/** The collapsible filter panel: duration, kids' ages and region, one choice each (a second click clears it). */
export function DiscoverFilterPanel({
	id,
	filters,
	onChange,
	onClear,
}: {
	id: string;
	filters: DiscoverFilters;
	onChange: (filters: DiscoverFilters) => void;
	onClear: () => void;
}) {
	return (
		<section
			id={id}
			aria-label="Filters"
			className="grid gap-6 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-6 lg:grid-cols-3"
		>
			<ChipGroup
				label="Duration"
				options={DURATION_BANDS}
				labels={DURATION_LABELS}
				value={filters.duration}
				onChange={(duration) => onChange({ ...filters, duration })}
			/>
			<ChipGroup
				label="Kids' ages"
				options={KID_AGE_BANDS}
				labels={KID_AGE_BAND_LABELS}
				value={filters.age}
				onChange={(age) => onChange({ ...filters, age })}
			/>
			<ChipGroup
				label="Region"
				options={REGIONS}
				labels={REGION_LABELS}
				value={filters.region}
				onChange={(region) => onChange({ ...filters, region })}
			/>
			<div className="lg:col-span-3">
				<Button variant="ghost" size="sm" className="-ml-3" onClick={onClear}>
					Clear All Filters
				</Button>
			</div>
		</section>
	);
}
