/** The shell's page without what FirstScreenHints adds (the inline remotes list and preload links). */
export function stripFirstScreenHints(html: string): string {
  return html.replace(/<script type="application\/json" id="tm-remotes">[^<]*<\/script>/, '').replace(/<link rel="preload"[^>]*>/g, '');
}
