/**
 * The shell's page without what is added to it per request: FirstScreenHints's inline remotes list and
 * preload links, and the shop's identity (decision 075).
 */
export function stripFirstScreenHints(html: string): string {
  return html
    .replace(/<script type="application\/json" id="tm-remotes">[^<]*<\/script>/, '')
    .replace(/<script type="application\/json" id="tm-shop">[^<]*<\/script>/, '')
    .replace(/<link rel="preload"[^>]*>/g, '');
}
