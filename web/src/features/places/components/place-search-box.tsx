import { LoaderCircle, MapPin, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { MapPoint } from "../../../../../domain/geo/geo-rules";
import { MAX_PLACES_QUERY_LENGTH } from "../../../../../domain/place/destination-rules";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { autocompleteNear, type PlacePrediction } from "../api/autocomplete-near";

/** Suggestions from 2 characters; Enter alone searches only beyond 2. */
const AUTOCOMPLETE_MIN_CHARS = 2;
const AUTOCOMPLETE_DEBOUNCE_MS = 250;

type Entry = { kind: "search"; query: string } | { kind: "prediction"; prediction: PlacePrediction };

interface Props {
	center: MapPoint | null;
	disabled?: boolean;
	onSearch: (query: string) => void;
	onPick: (prediction: PlacePrediction) => void;
}

/** The Places tab search box: 'Search for {query}' first, then predictions near the map centre. */
export function PlaceSearchBox({ center, disabled, onSearch, onPick }: Props) {
	const [text, setText] = useState("");
	const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
	const [open, setOpen] = useState(false);
	const [active, setActive] = useState(-1);
	const [loading, setLoading] = useState(false);
	const listId = useId();
	const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const query = text.trim();

	useEffect(() => {
		if (query.length < AUTOCOMPLETE_MIN_CHARS || !center) {
			setPredictions([]);
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout(async () => {
			setLoading(true);
			const found = await autocompleteNear(query, center, controller.signal);
			if (!controller.signal.aborted) {
				setPredictions(found.slice(0, 6));
				setLoading(false);
			}
		}, AUTOCOMPLETE_DEBOUNCE_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [query, center]);

	useEffect(() => () => clearTimeout(blurTimer.current), []);

	const entries: Entry[] =
		query.length >= AUTOCOMPLETE_MIN_CHARS
			? [{ kind: "search", query }, ...predictions.map((prediction) => ({ kind: "prediction" as const, prediction }))]
			: [];
	const showList = open && entries.length > 0;

	function run(entry: Entry) {
		setOpen(false);
		setActive(-1);
		if (entry.kind === "search") onSearch(entry.query);
		else onPick(entry.prediction);
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === "ArrowDown" && entries.length > 0) {
			event.preventDefault();
			setOpen(true);
			setActive((i) => (i + 1) % entries.length);
		} else if (event.key === "ArrowUp" && entries.length > 0) {
			event.preventDefault();
			setActive((i) => (i <= 0 ? entries.length - 1 : i - 1));
		} else if (event.key === "Escape") {
			setOpen(false);
			setActive(-1);
		} else if (event.key === "Enter") {
			event.preventDefault();
			const entry = showList && active >= 0 ? entries[active] : undefined;
			if (entry) run(entry);
			else if (query.length > AUTOCOMPLETE_MIN_CHARS) run({ kind: "search", query });
		}
	}

	return (
		<div className="relative">
			<Search aria-hidden className="pointer-events-none absolute top-3 left-3.5 size-5 text-ink-500" />
			<Input
				role="combobox"
				aria-label="Search places"
				data-focus-fallback
				aria-expanded={showList}
				aria-controls={listId}
				aria-autocomplete="list"
				aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
				autoComplete="off"
				placeholder={center ? "Search museums, parks…" : "Waiting for the map…"}
				disabled={disabled || !center}
				value={text}
				maxLength={MAX_PLACES_QUERY_LENGTH}
				onChange={(event) => {
					setText(event.target.value);
					setOpen(true);
					setActive(-1);
				}}
				onFocus={() => setOpen(true)}
				onBlur={() => {
					blurTimer.current = setTimeout(() => setOpen(false), 200);
				}}
				onKeyDown={onKeyDown}
				className="pr-10 pl-11"
			/>
			{loading && <LoaderCircle aria-hidden className="absolute top-3 right-3.5 size-5 animate-spin text-brand-600" />}
			{showList && (
				<div
					id={listId}
					role="listbox"
					aria-label="Place suggestions"
					className="absolute z-30 mt-2 max-h-80 w-full overflow-auto rounded-2xl border border-sand-200 bg-white p-1.5 shadow-[var(--shadow-pop)]"
				>
					{entries.map((entry, index) => (
						<div
							key={entry.kind === "search" ? "search" : entry.prediction.place_id}
							id={`${listId}-${index}`}
							role="option"
							tabIndex={-1}
							aria-selected={index === active}
							onMouseDown={(event) => event.preventDefault()}
							onClick={() => run(entry)}
							onKeyDown={() => {}}
							className={cn(
								"flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm",
								index === active ? "bg-brand-50" : "hover:bg-sand-100",
							)}
						>
							{entry.kind === "search" ? (
								<>
									<Search aria-hidden className="size-4 shrink-0 text-brand-600" />
									<span className="font-semibold">Search for {entry.query}</span>
								</>
							) : (
								<>
									<MapPin aria-hidden className="size-4 shrink-0 text-sunrise-500" />
									<span className="min-w-0">
										<span className="block truncate font-semibold">
											{entry.prediction.structured_formatting.main_text}
										</span>
										<span className="block truncate text-xs text-ink-500">
											{entry.prediction.structured_formatting.secondary_text}
										</span>
									</span>
								</>
							)}
						</div>
					))}
				</div>
			)}
		</div>
	);
}
