export { BackgroundMonitorTab } from './background-monitor-tab';
