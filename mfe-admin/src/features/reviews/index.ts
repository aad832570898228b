export { ReviewGeneratorTab } from './review-generator-tab';
