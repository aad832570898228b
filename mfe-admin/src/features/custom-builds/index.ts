export { CustomBuildsTab } from './custom-builds-tab';
