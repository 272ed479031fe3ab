import type { AdventureRoom } from "../../durable-objects/adventure-room";
import type { Bindings } from "../env";

/** The Durable Object of one adventure (one room per adventure id). */
export function roomOf(env: Bindings, adventureId: string): DurableObjectStub<AdventureRoom> {
	return env.ADVENTURE_ROOM.get(env.ADVENTURE_ROOM.idFromName(adventureId));
}
