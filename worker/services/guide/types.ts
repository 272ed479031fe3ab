import type { LatLng } from "../../../domain/geo/geo";
import type { Ask } from "../../../domain/guide/ask";
import type { GuideChatMessage, GuideResponse } from "../../../domain/guide/guide";
import type { Place } from "../../../domain/place/place";
import type { PlacesProvider } from "../../providers/places/types";
import type { RoutesProvider } from "../../providers/routes/types";
import type { SpendGate } from "../../providers/usage";
import type { Draft } from "./answer/draft";

/** What the guide answers for: the message, this family and where the map is. */
export interface GuideContext {
	/** The family's words, as the model reads them in the conversation (no module of the guide parses them). */
	message: string;
	adventureId: string;
	/** The adventure's location as written ("London, UK"). */
	location: string;
	kidAges: readonly number[];
	center: LatLng;
	/** Where the centre came from: the map or the adventure's coordinates (there is no default). */
	centerSource: "map" | "adventure";
	/** The adventure's own coordinates, when it has them. */
	adventureCenter: LatLng | null;
	zoom: number;
	/** Places never to suggest: the adventure's saved places. */
	excludeIds: ReadonlySet<string>;
	/** Earlier messages of the conversation, oldest first (the model guide reads them). */
	history: readonly GuideChatMessage[];
	/** The adventure's saved places: used in answers, named when asked about (never hidden). */
	savedPlaces?: readonly Place[];
	/** Ids of places already suggested in this conversation (not repeated unless asked). */
	suggestedIds?: ReadonlySet<string>;
	/** Where the family stays ('Where we're staying'): distances are measured from here when set. */
	stay?: { label: string; point: LatLng } | null;
	/** The trip's dates (`YYYY-MM-DD`), for seasons and opening. */
	tripDates?: { start: string; end: string } | null;
	/** The destination's places by name (./trip-places.ts): what a message's names resolve to when the guide reads it. */
	placeNames?: readonly { id: string; name: string; food?: boolean }[];
	/**
	 * The message already read into the typed ask (the turn reads it once; the engine-alone score hands
	 * in an ideal ask). A guide given one must not read the message again; without one it reads it itself.
	 */
	ask?: Ask;
}

/** What the guide works with, injected so it runs (and is tested) outside the Durable Object. */
export interface GuideDeps {
	places: PlacesProvider;
	/** Live status for the typing indicator ('Looking for museums near London…'). */
	status: (message: string) => void | Promise<void>;
	/** Travel times for 'how long by car/on foot' questions (absent: straight-line distance only). */
	routes?: RoutesProvider;
	/** Streams the answer's cards as soon as they are chosen, before its words (absent: nothing streams). */
	cards?: (suggestions: Place[], backupSuggestions: Place[]) => void;
	/** Streams the answer's words as they arrive (absent: nothing streams). */
	text?: (delta: string) => void;
	/** Asked before each model call: the spending rules for this family's account (absent: no limits). */
	takeModelCall?: () => ReturnType<SpendGate["takeModelCall"]>;
}

/** Where a search looked and for what: kept with the answer so 'Try another suggestion' can look again. */
export interface SearchContext {
	center: LatLng;
	radiusMeters: number;
	queries: string[];
	categories: string[];
	modifiers: string[];
	kidAges: number[];
	/**
	 * The ask's hard filters beyond its modifiers (./constraints.ts), so a replacement keeps them all:
	 * kinds and words to avoid, the ages the message named, the trip's dates. Absent in rows stored
	 * before they were kept.
	 */
	hard?: HardFilters;
	/** The ask as the answer kept it: a replacement keeps every constraint of it. Absent in rows stored before. */
	ask?: Ask;
}

/** What a search must never break besides its modifiers and kids' ages (stored with the answer). */
export interface HardFilters {
	avoid: string[];
	avoidWords: string[];
	messageAges: number[];
	tripDates: { start: string; end: string } | null;
}

export interface GuideAnswer {
	response: GuideResponse;
	search: SearchContext | null;
	/**
	 * What the answer says, as data (./answer/draft.ts), when it was drafted: kept with the answer so
	 * 'Try another suggestion' changes it and renders it again. Absent for answers written otherwise.
	 */
	draft?: Draft | null;
}

export interface Guide {
	/** "model": a chat model (./model-guide.ts), with the offline guide behind it. */
	readonly name: "offline" | "model";
	respond(context: GuideContext, deps: GuideDeps): Promise<GuideAnswer>;
}

/** The adventure as the room needs it (read by the Worker, which checked ownership). */
export interface RoomAdventure {
	id: string;
	location: string;
	latitude: number | null;
	longitude: number | null;
	kidAges: number[];
	/** The trip's dates, `YYYY-MM-DD`. */
	startDate?: string;
	endDate?: string;
	/** 'Where we're staying', when the family set it. */
	stay?: { label: string; point: LatLng } | null;
}

/** `AdventureRoom.chat` over RPC. */
export interface RoomChatInput {
	userId: string;
	adventure: RoomAdventure;
	message: string;
	mapCenter: { lat: number; lng: number } | null;
	mapZoom: number;
	/** The client's kids' ages; the adventure's when absent or empty. */
	kidAges?: number[];
	/** Names the turn's streamed frames (`guide_cards`, `guide_text`); absent: nothing streams. */
	turnId?: string;
	/** The adventure's saved places, when the Worker read them beside its access check; absent: the turn reads them. */
	saved?: Place[];
}

/** `AdventureRoom.replaceSuggestion` over RPC. */
export interface RoomReplaceInput {
	userId: string;
	adventure: RoomAdventure;
	placeType: string;
	excludePlaceId: string;
	allSuggestedPlaceIds: string[];
	/** The client's idea of where the suggestions were: a {lat, lng} when it sends one. */
	locationContext: unknown;
}
