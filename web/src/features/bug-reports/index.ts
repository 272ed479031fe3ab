export { BugReportWidget } from "./bug-report-widget";
export { OpenBugCount } from "./open-bug-count";
