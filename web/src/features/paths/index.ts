export { getPathsQueryOptions, usePaths } from "./api/get-paths";
export { getStopsQueryOptions } from "./api/get-stops";
export { AddToPathDialog } from "./components/add-to-path-dialog";
export { PathsTab } from "./components/paths-tab";
export { USER_ACTION_EVENT } from "./constants";
