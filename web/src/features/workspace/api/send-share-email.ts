import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, ok } from "../../../lib/api-client";

const route = client.api.adventures["share-email"];

/** `POST /api/adventures/share-email`: e-mails the adventure's link to up to 20 addresses (owner). */
const sendShareEmail = (body: InferRequestType<typeof route.$post>["json"]) => ok(route.$post({ json: body }));

export const useSendShareEmail = () => useMutation({ mutationFn: sendShareEmail });
