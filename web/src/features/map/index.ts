export type { MapLine, MapMarker } from "./engine";
export { MapPlaceholder, PlannerMap } from "./lazy";
