import {
	GUIDE_ADD_TO_PATH_MAX,
	GUIDE_PATH_MIN_SAVED,
	type GuideResponse,
	guideMessages,
} from "../../../domain/guide/guide";
import {
	GUIDE_PATH_ESTIMATED_DURATION,
	inferTransportMode,
	MAX_PATH_STOPS,
	PATH_DESCRIPTION_MAX,
	PATH_NAME_MAX,
	suggestPathName,
	type TransportMode,
} from "../../../domain/path/path";
import type { Place } from "../../../domain/place/place";
import type { Db } from "../../db";
import { countStops, deletePath, insertStops, listPathRowsNewestFirst } from "../../db/paths";
import type { PathRow } from "../../db/schema";
import { ConflictError } from "../../lib/errors";
import { addStop, createPath } from "../paths";
import { listSavedPlaces } from "../saved-places";
import { statusLines } from "./compose";
import { type GuideCommand, matchPlaceNames } from "./intents";

/**
 * The chat commands, run before any guide: "create path" connects the adventure's saved places
 * (oldest first) into a new path named by the suggested-name rule, with the transport type
 * inferred from the distances and an estimated duration of 180 minutes; "add to path" adds up to
 * three named places to the most recent path (or the one named). Failures answer with the fixed
 * guide messages (guideMessages.pathFailure / addFailure), never an error.
 */

export interface CommandDeps {
	db: Db;
	adventureId: string;
	status: (message: string) => void | Promise<void>;
	/** Places the guide suggested last, which "add X to path" may also name (they get saved on the way). */
	recentSuggestions?: readonly Place[];
}

export interface CommandResult {
	response: GuideResponse;
	/** What changed, for the room's change notices. */
	changed: ("paths" | "saved-places")[];
}

const reply = (content: string, extra: Partial<GuideResponse> = {}): GuideResponse => ({
	content,
	state: "responding",
	suggestions: [],
	backupSuggestions: [],
	isClarification: false,
	...extra,
});

const MODE_WORDS: Record<TransportMode, string> = {
	walking: "walking",
	cycling: "cycling",
	transit: "public-transport",
	driving: "driving",
};

const listNames = (names: readonly string[]) =>
	names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export async function runGuideCommand(command: GuideCommand, deps: CommandDeps): Promise<CommandResult> {
	return command.kind === "create-path" ? createPathCommand(command.names, deps) : addToPathCommand(command, deps);
}

/** A name no other path of the adventure has: "Museum Tour", then "Museum Tour 2"… */
function freshName(base: string, taken: ReadonlySet<string>): string {
	if (!taken.has(base.toLowerCase())) return base;
	for (let n = 2; n < 1000; n++) {
		const name = `${base.slice(0, PATH_NAME_MAX - 4)} ${n}`;
		if (!taken.has(name.toLowerCase())) return name;
	}
	return base;
}

async function createPathCommand(names: string, deps: CommandDeps): Promise<CommandResult> {
	const { db, adventureId } = deps;
	let created: PathRow | null = null;
	try {
		// Oldest first: the order the family saved them in.
		const saved = (await listSavedPlaces(db, adventureId)).reverse();
		if (saved.length < GUIDE_PATH_MIN_SAVED) return { response: reply(guideMessages.tooFewSaved), changed: [] };
		await deps.status(statusLines.path);
		let chosen = saved;
		if (names) {
			const named = new Set(
				matchPlaceNames(
					names,
					saved.map((entry) => ({ name: entry.place.name, entry })),
					MAX_PATH_STOPS,
				).map((match) => match.entry.id),
			);
			if (named.size >= GUIDE_PATH_MIN_SAVED) chosen = saved.filter((entry) => named.has(entry.id));
		}
		const stops = chosen.slice(0, MAX_PATH_STOPS).map((entry) => entry.place);
		const mode = inferTransportMode(stops);
		const existing = await listPathRowsNewestFirst(db, adventureId);
		const name = freshName(suggestPathName(stops), new Set(existing.map((row) => row.name.toLowerCase())));
		const route = stops.map((place) => place.name).join(" → ");
		const description = `Created by Wunder from your saved places: ${route}`.slice(0, PATH_DESCRIPTION_MAX);
		created = await createPath(db, adventureId, {
			name,
			transportMode: mode,
			description,
			estimatedDuration: GUIDE_PATH_ESTIMATED_DURATION,
		});
		const pathId = created.id;
		await insertStops(
			db,
			pathId,
			stops.map((place) => place.googlePlaceId),
		);
		const content = `Done! I've created “${name}”, a ${MODE_WORDS[mode]} path with ${stops.length} stops: ${route}. I picked ${mode} because of the distances between them; you can change the mode, reorder the stops and see the route in the Paths tab.`;
		return { response: reply(content, { createdPathId: pathId }), changed: ["paths"] };
	} catch (error) {
		console.warn(`guide create-path failed: ${error instanceof Error ? error.message : String(error)}`);
		if (created) await deletePath(db, created.id).catch(() => undefined);
		return { response: reply(guideMessages.pathFailure), changed: [] };
	}
}

async function addToPathCommand(
	command: Extract<GuideCommand, { kind: "add-to-path" }>,
	deps: CommandDeps,
): Promise<CommandResult> {
	const { db, adventureId } = deps;
	try {
		const pathRows = await listPathRowsNewestFirst(db, adventureId);
		if (pathRows.length === 0) {
			return {
				response: reply(
					"You don't have any paths yet. Say “create path” and I'll connect your saved places into one, or start one in the Paths tab!",
				),
				changed: [],
			};
		}
		const named = command.pathName ? matchPlaceNames(command.pathName, pathRows, 1)[0] : undefined;
		const target = named ?? pathRows[0];
		if (!target) return { response: reply(guideMessages.addFailure), changed: [] };

		const saved = await listSavedPlaces(db, adventureId);
		const candidates = new Map<string, Place>();
		for (const entry of saved) candidates.set(entry.place.googlePlaceId, entry.place);
		for (const place of deps.recentSuggestions ?? []) {
			if (!candidates.has(place.googlePlaceId)) candidates.set(place.googlePlaceId, place);
		}
		const places = command.names ? matchPlaceNames(command.names, [...candidates.values()], GUIDE_ADD_TO_PATH_MAX) : [];
		if (places.length === 0) {
			const example = saved[0]?.place.name ?? "Science Museum";
			const asked = command.names ? `“${command.names}”` : "which places you mean";
			return {
				response: reply(
					`I couldn't tell ${asked} from your saved places. Name up to ${GUIDE_ADD_TO_PATH_MAX} of them, for example “add ${example} to path”.`,
				),
				changed: [],
			};
		}
		await deps.status(statusLines.addToPath);
		const added: string[] = [];
		const already: string[] = [];
		let savedNow = false;
		for (const place of places) {
			try {
				const result = await addStop(db, target, place.googlePlaceId, null);
				added.push(place.name);
				savedNow ||= result.savedNow;
			} catch (error) {
				if (error instanceof ConflictError) already.push(place.name);
				else throw error;
			}
		}
		const total = await countStops(db, target.id);
		const parts: string[] = [];
		if (added.length > 0) {
			parts.push(
				`Added ${listNames(added)} to “${target.name}”, which now has ${total} ${total === 1 ? "stop" : "stops"}.`,
			);
		}
		if (already.length > 0) {
			parts.push(`${listNames(already)} ${already.length === 1 ? "was" : "were"} already on “${target.name}”.`);
		}
		if (added.length > 0) parts.push("Open the Paths tab to reorder the stops or change the transport mode.");
		const changed: CommandResult["changed"] = added.length > 0 ? ["paths"] : [];
		if (savedNow) changed.push("saved-places");
		return { response: reply(parts.join(" ")), changed };
	} catch (error) {
		console.warn(`guide add-to-path failed: ${error instanceof Error ? error.message : String(error)}`);
		return { response: reply(guideMessages.addFailure), changed: [] };
	}
}
