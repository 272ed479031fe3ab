/** Session storage key of the path to open once on the Paths tab (set by Add to Path). */
export const AUTO_OPEN_PATH_KEY = "adventure-guide:auto-open-path";
/** Browser event of a user action the planner session records (e.g. a place added to a path). */
export const USER_ACTION_EVENT = "guideai-user-action";
