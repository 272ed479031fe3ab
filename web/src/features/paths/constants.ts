/** Browser event of a user action the planner session records (e.g. a place added to a path). */
export const USER_ACTION_EVENT = "guideai-user-action";
