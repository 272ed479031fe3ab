import { LoaderCircle, MapPin, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { LOCATION_MAX } from "../../../../../domain/adventure/adventure-rules";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { type DestinationSuggestion, getDestinationDetails, newSessionToken, searchDestinations } from "../../places";

/** Destination search waits 500 ms after typing, needs 3 characters, hides 200 ms after blur. */
const DESTINATION_DEBOUNCE_MS = 500;
const DESTINATION_MIN_CHARS = 3;
const DESTINATION_BLUR_HIDE_MS = 200;

interface ChosenDestination {
	location: string;
	latitude: number | null;
	longitude: number | null;
	photoUrl: string | null;
}

/** A suggestion; one carrying its point (an address near the trip) needs no details call. */
type Suggestion = DestinationSuggestion & { latitude?: number | null; longitude?: number | null };

/** What the field says under itself while it looks, when it finds nothing, and when the search fails. */
interface SearchStates {
	loading: string;
	empty: string;
	error: string;
}

interface Props {
	id?: string;
	value: string;
	onTextChange: (text: string) => void;
	onSelect: (destination: ChosenDestination) => void;
	invalid?: boolean;
	describedBy?: string;
	placeholder?: string;
	/** Where suggestions come from; destinations by default. */
	search?: (query: string, signal: AbortSignal, sessionToken: string) => Promise<Suggestion[]>;
	/** The list's accessible name; "Destination suggestions" by default. */
	listLabel?: string;
	/** Said under the field (a polite status); without them (the destination forms) the field stays silent. */
	states?: SearchStates;
}

/**
 * Destination field with suggestions (combobox). Failures are logged, and said when `states` is
 * given: the typed text stays either way.
 */
export function DestinationSearch({
	id,
	value,
	onTextChange,
	onSelect,
	invalid,
	describedBy,
	placeholder,
	search = searchDestinations,
	listLabel = "Destination suggestions",
	states,
}: Props) {
	const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
	const [outcome, setOutcome] = useState<"found" | "empty" | "error" | null>(null);
	const [open, setOpen] = useState(false);
	const [active, setActive] = useState(-1);
	const [loading, setLoading] = useState(false);
	const [resolving, setResolving] = useState(false);
	// Suggestions are looked for only after the user types: never for the text a form starts with
	// (the edit page and dialog), nor for the text a chosen suggestion sets.
	const typed = useRef(false);
	// Answers that arrive after the user left the field (or pressed Escape) stay closed.
	const inField = useRef(false);
	const sessionToken = useRef(newSessionToken());
	const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const listId = useId();

	useEffect(() => {
		if (!typed.current) return;
		const query = value.trim();
		setOutcome(null);
		if (query.length < DESTINATION_MIN_CHARS) {
			setSuggestions([]);
			setLoading(false);
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout(async () => {
			setLoading(true);
			try {
				const found = await search(query, controller.signal, sessionToken.current);
				setSuggestions(found);
				setOutcome(found.length > 0 ? "found" : "empty");
				setActive(-1);
				setOpen(typed.current && inField.current);
			} catch (error) {
				if (!controller.signal.aborted) {
					console.warn("destination search failed", error);
					setSuggestions([]);
					setOutcome("error");
				}
			} finally {
				if (!controller.signal.aborted) setLoading(false);
			}
		}, DESTINATION_DEBOUNCE_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [value, search]);

	useEffect(() => () => clearTimeout(blurTimer.current), []);

	async function choose(suggestion: Suggestion) {
		setOpen(false);
		setOutcome(null);
		typed.current = false;
		onTextChange(suggestion.description);
		if (suggestion.latitude != null && suggestion.longitude != null) {
			sessionToken.current = newSessionToken();
			onSelect({
				location: suggestion.description,
				latitude: suggestion.latitude,
				longitude: suggestion.longitude,
				photoUrl: null,
			});
			return;
		}
		setResolving(true);
		let details: Awaited<ReturnType<typeof getDestinationDetails>> | null = null;
		try {
			details = await getDestinationDetails(suggestion.place_id, sessionToken.current);
		} catch (error) {
			console.warn("destination details failed", error);
		} finally {
			setResolving(false);
			sessionToken.current = newSessionToken();
		}
		onSelect({
			location: suggestion.description,
			latitude: details?.latitude ?? null,
			longitude: details?.longitude ?? null,
			photoUrl: details?.photoUrl ?? null,
		});
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === "Escape") typed.current = false;
		if (!open || suggestions.length === 0) return;
		if (event.key === "ArrowDown") {
			event.preventDefault();
			setActive((i) => (i + 1) % suggestions.length);
		} else if (event.key === "ArrowUp") {
			event.preventDefault();
			setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
		} else if (event.key === "Enter" && active >= 0) {
			event.preventDefault();
			const suggestion = suggestions[active];
			if (suggestion) void choose(suggestion);
		} else if (event.key === "Escape") {
			setOpen(false);
		}
	}

	const showList = open && suggestions.length > 0;
	return (
		<div className="relative">
			<Search aria-hidden className="pointer-events-none absolute top-3 left-3.5 size-5 text-ink-500" />
			<Input
				id={id}
				role="combobox"
				aria-expanded={showList}
				aria-controls={listId}
				aria-autocomplete="list"
				aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
				aria-invalid={invalid || undefined}
				aria-describedby={describedBy}
				autoComplete="off"
				placeholder={placeholder ?? "Where to? e.g. Cornwall"}
				value={value}
				maxLength={LOCATION_MAX}
				onChange={(event) => {
					typed.current = true;
					inField.current = true;
					onTextChange(event.target.value);
					setOpen(true);
				}}
				onKeyDown={onKeyDown}
				onFocus={() => {
					inField.current = true;
				}}
				onBlur={() => {
					inField.current = false;
					blurTimer.current = setTimeout(() => setOpen(false), DESTINATION_BLUR_HIDE_MS);
				}}
				className="pr-10 pl-11"
			/>
			{(loading || resolving) && (
				<LoaderCircle aria-label="Searching" className="absolute top-3 right-3.5 size-5 animate-spin text-brand-600" />
			)}
			{showList && (
				<div
					id={listId}
					role="listbox"
					aria-label={listLabel}
					className="absolute z-30 mt-2 max-h-80 w-full overflow-auto rounded-2xl border border-sand-200 bg-white p-1.5 shadow-[var(--shadow-pop)]"
				>
					{suggestions.map((suggestion, index) => (
						<div
							key={suggestion.place_id}
							tabIndex={-1}
							id={`${listId}-${index}`}
							role="option"
							aria-selected={index === active}
							onMouseDown={(event) => event.preventDefault()}
							onClick={() => void choose(suggestion)}
							onKeyDown={() => {}}
							className={cn(
								"flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5",
								index === active ? "bg-brand-50" : "hover:bg-sand-100",
							)}
						>
							<MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-sunrise-500" />
							<span className="min-w-0">
								<span className="block line-clamp-2 break-words text-sm font-semibold text-ink-900">
									{suggestion.structured_formatting.main_text}
								</span>
								<span className="block truncate text-xs text-ink-500">
									{suggestion.structured_formatting.secondary_text}
								</span>
							</span>
						</div>
					))}
				</div>
			)}
			{states && (
				<p
					role="status"
					className={cn("mt-1.5 text-xs empty:hidden", outcome === "error" ? "text-red-700" : "text-ink-500")}
				>
					{loading ? states.loading : outcome === "empty" ? states.empty : outcome === "error" ? states.error : ""}
				</p>
			)}
		</div>
	);
}
