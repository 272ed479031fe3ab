export type { MapLine, MapMarker } from "./engine";
export { PlannerMap } from "./planner-map";
