export { getPathsQueryOptions, usePaths } from "./api/get-paths";
export { getStopsQueryOptions } from "./api/get-stops";
export { usePathDaysGuard } from "./components/path-days-choice";
export { USER_ACTION_EVENT } from "./constants";
export { AddToPathDialog, DayPlanReview, PathsTab } from "./lazy";
