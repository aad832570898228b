export { subcategoryLabel } from '@tm/contracts/catalog-labels';
