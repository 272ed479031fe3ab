export { getBetaStatusQueryOptions } from "./api/get-beta-status";
export { BetaGate, useHasBetaAccess } from "./beta-gate";
export { JoinBetaBanner } from "./join-beta-banner";
