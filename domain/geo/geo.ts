import { z } from "zod";

export * from "./geo-rules";

/** Request fields holding a coordinate (JSON numbers). */
export const latitudeSchema = z.number().min(-90).max(90);

export const longitudeSchema = z.number().min(-180).max(180);
