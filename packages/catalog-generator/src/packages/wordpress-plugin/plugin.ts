// The WordPress plugin of a template: one folder named by its slug, ready for Plugins → Add New → Upload Plugin.
import { pageContentFor } from '../../content/page-content';
import type { PackageOptions, PackageSource, PackageBody } from '../common/platform-types';
import {
  AUTHOR,
  DEFAULT_SITE_URL,
  headerValue,
  oneLine,
  packageSlug,
  phpClassPrefix,
  phpPrefix,
  phpString,
  templateUrl,
} from '../common/text';
import { GPL, PHP_REQUIRES, WP_REQUIRES, wpReadmeTxt } from '../common/wp-readme';
import type { PackageFile } from '../package-file';
import { purposeOf, type PluginPurpose } from './purposes';
import { settingsClassPhp, type PluginNames } from './settings-class';

export const PLUGIN_VERSION = '1.0.0';
const SILENCE = '<?php\n// Silence is golden.\n';

function mainFile(n: PluginNames, meta: { pluginUri: string; authorUri: string; description: string }): string {
  const c = n.prefix.toUpperCase();
  return `<?php
/**
 * Plugin Name:       ${headerValue(n.name)}
 * Plugin URI:        ${meta.pluginUri}
 * Description:       ${headerValue(meta.description)}
 * Version:           ${PLUGIN_VERSION}
 * Requires at least: ${WP_REQUIRES}
 * Requires PHP:      ${PHP_REQUIRES}
 * Author:            ${AUTHOR}
 * Author URI:        ${meta.authorUri}
 * License:           ${GPL.name}
 * License URI:       ${GPL.uri}
 * Text Domain:       ${n.slug}
 * Domain Path:       /languages
 *
 * @package ${n.slug}
 */

defined( 'ABSPATH' ) || exit;

define( '${c}_VERSION', '${PLUGIN_VERSION}' );
define( '${c}_DIR', plugin_dir_path( __FILE__ ) );

require_once ${c}_DIR . 'includes/class-${n.slug}-settings.php';
require_once ${c}_DIR . 'includes/class-${n.slug}-module.php';

/**
 * Starts the plugin once every plugin is loaded.
 */
function ${n.prefix}_init() {
	load_plugin_textdomain( '${n.slug}', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
	if ( is_admin() ) {
		( new ${n.classPrefix}_Settings() )->register();
	}
	( new ${n.classPrefix}_Module( ${n.classPrefix}_Settings::get() ) )->register();
}
add_action( 'plugins_loaded', '${n.prefix}_init' );

/**
 * Saves the default settings on activation, keeping any already saved.
 */
function ${n.prefix}_activate() {
	add_option( ${n.classPrefix}_Settings::OPTION, ${n.classPrefix}_Settings::defaults() );
}
register_activation_hook( __FILE__, '${n.prefix}_activate' );

/**
 * Adds a Settings link on the Plugins screen.
 *
 * @param array $links The plugin's action links.
 * @return array
 */
function ${n.prefix}_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=${n.slug}' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', '${n.slug}' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), '${n.prefix}_action_links' );
`;
}

function moduleFile(n: PluginNames, purpose: PluginPurpose): string {
  const fill = (php: string) => php.replace(/\{P\}/g, n.prefix).replace(/\{D\}/g, n.slug);
  return `<?php
/**
 * What the plugin does on the site: it ${purpose.summary.replace(/\{P\}/g, n.prefix)}.
 *
 * @package ${n.slug}
 */

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's hooks, each switched by a setting.
 */
class ${n.classPrefix}_Module {

	/**
	 * The saved settings.
	 *
	 * @var array
	 */
	private $settings;

	/**
	 * Keeps the settings.
	 *
	 * @param array $settings The saved settings over their defaults.
	 */
	public function __construct( array $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Adds the hooks.
	 */
	public function register() {
		${fill(purpose.hooks)}
	}

	${fill(purpose.methods)}
}
`;
}

function uninstallFile(n: PluginNames): string {
  return `<?php
/**
 * Removes the plugin's settings when it is deleted.
 *
 * @package ${n.slug}
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( ${phpString(`${n.prefix}_settings`)} );
`;
}

/** The translation template: its header, and the strings of the settings page. */
function potFile(n: PluginNames, purpose: PluginPurpose): string {
  const strings = [...new Set(['Settings', ...purpose.fields.flatMap((f) => [f.label, f.help])])];
  const quoted = (s: string) => `"${oneLine(s).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `# Copyright (C) ${AUTHOR}
# This file is distributed under the ${GPL.name}.
msgid ""
msgstr ""
"Project-Id-Version: ${oneLine(n.name).replace(/"/g, "'")} ${PLUGIN_VERSION}\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Domain: ${n.slug}\\n"

${strings.map((s) => `msgid ${quoted(s)}\nmsgstr ""\n`).join('\n')}`;
}

export function wordpressPluginPackage(template: PackageSource, options: PackageOptions = {}): PackageBody {
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  const slug = packageSlug(template.slug);
  const content = pageContentFor(template);
  const purpose = purposeOf(template.subcategory);
  const n: PluginNames = {
    slug,
    prefix: phpPrefix(slug),
    classPrefix: phpClassPrefix(slug),
    name: oneLine(template.name) || content.brand,
  };
  const description = `${content.brand} ${purpose.summary.replace(/\{P\}/g, n.prefix)}.`;
  const readme = wpReadmeTxt({
    name: n.name,
    contributors: 'templatemarketplace',
    tags: [template.subcategory, ...(template.tags ?? [])]
      .map((t) => oneLine(t).toLowerCase())
      .filter((t, i, all) => t && all.indexOf(t) === i),
    stableTag: PLUGIN_VERSION,
    short: description,
    description: `${oneLine(template.description) || content.intro}\n\n${description}\n\nFeatures:\n\n${content.features.map((f) => `* ${oneLine(f)}`).join('\n')}`,
    installation: [
      'In your WordPress dashboard, go to Plugins → Add New → Upload Plugin.',
      `Choose ${slug}.zip (this folder, zipped), click Install Now, then Activate.`,
      `Open Settings → ${n.name} to choose what it does.`,
    ],
    faq: [
      { q: 'Where are the settings?', a: `Under Settings → ${n.name}. Only administrators can change them.` },
      { q: 'What happens when I delete the plugin?', a: 'Its settings are removed from the database (uninstall.php).' },
    ],
    version: PLUGIN_VERSION,
  });
  const files: PackageFile[] = [
    { name: `${slug}.php`, content: mainFile(n, { pluginUri: templateUrl(siteUrl, template.slug), authorUri: siteUrl, description }) },
    { name: `includes/class-${slug}-settings.php`, content: settingsClassPhp(n, purpose, content) },
    { name: `includes/class-${slug}-module.php`, content: moduleFile(n, purpose) },
    { name: 'includes/index.php', content: SILENCE },
    { name: 'uninstall.php', content: uninstallFile(n) },
    { name: `languages/${slug}.pot`, content: potFile(n, purpose) },
    { name: 'index.php', content: SILENCE },
    { name: 'readme.txt', content: readme },
  ];
  return {
    folder: slug,
    files: files.map((f) => ({ name: `${slug}/${f.name}`, content: f.content })),
    contents: [
      { path: `${slug}.php`, what: 'the main plugin file: its header (name, version, requirements) and start-up' },
      {
        path: 'includes/',
        what: `the settings page (Settings → ${n.name}) and the module that ${purpose.summary.replace(/\{P\}/g, n.prefix)}`,
      },
      { path: 'uninstall.php', what: 'removes the settings when the plugin is deleted' },
      { path: 'languages/', what: 'the translation template (.pot)' },
      { path: 'readme.txt', what: 'the plugin readme in the wordpress.org format' },
    ],
  };
}
