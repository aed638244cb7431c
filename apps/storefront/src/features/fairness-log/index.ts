/** The public fairness log on the proof pages: the card, and what each proof's entries must say. */
export { LogInclusion } from './LogInclusion';
export { boxLogExpectations, drawLogExpectations } from './expected';
export { checkLog, type ExpectedEntry, type LogCheck, type LogEntryRef } from './checkLog';
export { ProofTimeline } from './ProofTimeline';
export { checkTimelineOrder, drawTimelineTimes, type BeaconTimes, type TimelineEntry, type TimelineOrder } from './timelineCheck';
