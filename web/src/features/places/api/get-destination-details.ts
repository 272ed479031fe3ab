import { client, ok } from "../../../lib/api-client";

/** `GET /api/places/details?placeId=`: coordinates, address and photo of a picked destination. */
export const getDestinationDetails = (placeId: string, sessionToken?: string) =>
	ok(client.api.places.details.$get({ query: { placeId, sessionToken } }));
