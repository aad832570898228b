// Async boundary: lets Module Federation set up the shared singletons before any of them is imported.
void import('./bootstrap');
