export { AdminOnly } from "./admin-only";
export { BackToDashboard } from "./components/back-to-dashboard";
