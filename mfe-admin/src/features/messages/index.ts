// What the admin panel uses (the count of new messages). The messages page is not here: the routes load
// it with import() into a chunk of its own.
export { useMessages } from './messages-api';
