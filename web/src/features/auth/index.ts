export { useConfig } from "./api/get-config";
export { type CurrentUser, getCurrentUserQueryOptions, useAuth } from "./api/get-current-user";
export { SessionsCard } from "./sessions-card";
