// The settings feature's surface. The page itself is not here: the routes load it with import() into a
// chunk of its own (docs/decisions/070).
export { useShopSettings } from './settings-api';
