// What the admin panel uses: the first-steps checklist card (docs/product/back-office.md) and its early request.
export { FirstStepsCard } from './first-steps-card';
export { preloadFirstSteps } from './first-steps-api';
