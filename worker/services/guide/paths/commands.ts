import { GUIDE_ADD_TO_PATH_MAX, guideMessages } from "../../../../domain/guide/guide";
import type { Place } from "../../../../domain/place/place";
import { countStops, listPathRowsNewestFirst } from "../../../db/paths";
import { ConflictError } from "../../../lib/errors";
import { addStop } from "../../paths";
import { listSavedPlaces } from "../../saved-places";
import { statusLines } from "../answer/compose";
import { matchPlaceNames } from "../understand/places";
import { type CreatePathContext, type CreatePathResult, createDayPath, commandReply as reply } from "./create-path";

/**
 * The chat commands, run before any guide: "create path" makes one day's path from the places the
 * family just talked about (./create-path.ts), with an estimated duration of 180 minutes; "add to
 * path" adds up to three named places to the most recent path (or the one named). Failures answer
 * with the fixed guide messages (guideMessages.pathFailure / addFailure), never an error.
 */

/** A chat command, from the ask (create-path / add-to-path): the names it gives and the path it names. */
export type GuideCommand =
	| {
			kind: "create-path";
			/** Text after "with"/"from"… naming the places to use; empty for all saved places. */
			names: string;
	  }
	| {
			kind: "add-to-path";
			/** The text naming the places to add ("the science museum and hyde park"). */
			names: string;
			/** Words naming the target path ("museum tour"), or null for the most recent path. */
			pathName: string | null;
	  };

export interface CommandDeps extends CreatePathContext {
	/** Places the guide suggested last, which "add X to path" may also name (they get saved on the way). */
	recentSuggestions?: readonly Place[];
}

export interface CommandResult {
	response: CreatePathResult["response"];
	/** What changed, for the room's change notices. */
	changed: ("paths" | "saved-places")[];
	/** An offer the family may say yes to ("shall I split it?"). */
	offer?: CreatePathResult["offer"];
}

const listNames = (names: readonly string[]) =>
	names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export async function runGuideCommand(command: GuideCommand, deps: CommandDeps): Promise<CommandResult> {
	return command.kind === "create-path" ? createDayPath(command.names, deps) : addToPathCommand(command, deps);
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
