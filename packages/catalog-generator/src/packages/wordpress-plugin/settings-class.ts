// includes/class-…-settings.php: the plugin's settings page (Settings → the plugin), its fields and their sanitising.
import type { PageContent } from '../../content/page-types';
import { phpString } from '../common/text';
import type { PluginField, PluginPurpose } from './purposes';

export interface PluginNames {
  slug: string;
  /** Function and option prefix, e.g. 'linea_guard_0'. */
  prefix: string;
  /** Class prefix, e.g. 'Linea_Guard_0'. */
  classPrefix: string;
  name: string;
}

function phpValue(value: string | number | boolean): string {
  return typeof value === 'boolean' ? (value ? 'true' : 'false') : typeof value === 'number' ? String(value) : phpString(value);
}

/** The sanitising of one field, as a PHP statement filling $clean from $input. */
function sanitizer(field: PluginField): string {
  const get = `$input['${field.id}']`;
  switch (field.type) {
    case 'checkbox':
      return `$clean['${field.id}'] = ! empty( ${get} );`;
    case 'number':
      return `$clean['${field.id}'] = isset( ${get} ) ? min( ${field.max ?? 1000000}, max( ${field.min ?? 0}, absint( ${get} ) ) ) : ${phpValue(field.default)};`;
    case 'select':
      return `$clean['${field.id}'] = isset( ${get} ) && in_array( ${get}, array( ${Object.keys(field.options ?? {})
        .map(phpString)
        .join(', ')} ), true ) ? ${get} : ${phpValue(field.default)};`;
    default:
      return `$clean['${field.id}'] = isset( ${get} ) ? sanitize_text_field( ${get} ) : ${phpValue(field.default)};`;
  }
}

/** The field's input, as PHP echoing escaped markup. */
function input(field: PluginField, n: PluginNames): string {
  const name = `${n.prefix}_settings[${field.id}]`;
  const value = `$settings['${field.id}']`;
  switch (field.type) {
    case 'checkbox':
      return `printf( '<label><input type="checkbox" name="%1$s" value="1" %2$s> %3$s</label>', esc_attr( '${name}' ), checked( ! empty( ${value} ), true, false ), esc_html__( ${phpString(field.help)}, ${phpString(n.slug)} ) );`;
    case 'number':
      return `printf( '<input type="number" class="small-text" name="%1$s" value="%2$s" min="${field.min ?? 0}" max="${field.max ?? 1000000}"><p class="description">%3$s</p>', esc_attr( '${name}' ), esc_attr( (string) ${value} ), esc_html__( ${phpString(field.help)}, ${phpString(n.slug)} ) );`;
    case 'select': {
      const options = Object.entries(field.options ?? {})
        .map(
          ([key, label]) =>
            `printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( ${phpString(key)} ), selected( ${value}, ${phpString(key)}, false ), esc_html( ${phpString(label)} ) );`,
        )
        .join('\n\t\t\t\t');
      return `printf( '<select name="%s">', esc_attr( '${name}' ) );
				${options}
				echo '</select>';
				printf( '<p class="description">%s</p>', esc_html__( ${phpString(field.help)}, ${phpString(n.slug)} ) );`;
    }
    default:
      return `printf( '<input type="text" class="regular-text" name="%1$s" value="%2$s"><p class="description">%3$s</p>', esc_attr( '${name}' ), esc_attr( ${value} ), esc_html__( ${phpString(field.help)}, ${phpString(n.slug)} ) );`;
  }
}

export function settingsClassPhp(n: PluginNames, purpose: PluginPurpose, content: PageContent): string {
  const d = phpString(n.slug);
  const defaults = purpose.fields.map((f) => `'${f.id}' => ${phpValue(f.default)},`).join('\n\t\t\t');
  const fields = purpose.fields
    .map(
      (f) => `add_settings_field(
			'${n.prefix}_${f.id}',
			esc_html__( ${phpString(f.label)}, ${d} ),
			function () {
				$settings = self::get();
				${input(f, n)}
			},
			'${n.slug}',
			'${n.prefix}_main'
		);`,
    )
    .join('\n\t\t');
  const cards = content.dashboard.cards
    .map(
      ([label]) =>
        `<li><strong><?php esc_html_e( ${phpString(label)}, ${d} ); ?></strong><span><?php esc_html_e( 'Shown once the plugin has run on your site.', ${d} ); ?></span></li>`,
    )
    .join('\n\t\t\t\t');
  const features = content.features.map((f) => `<li><?php esc_html_e( ${phpString(f)}, ${d} ); ?></li>`).join('\n\t\t\t\t');
  return `<?php
/**
 * The settings page of ${n.name.replace(/\*\//g, '* /')}.
 *
 * @package ${n.slug}
 */

defined( 'ABSPATH' ) || exit;

/**
 * Settings → ${n.name.replace(/\*\//g, '* /')}: one option holding every setting, sanitised on save.
 */
class ${n.classPrefix}_Settings {

	const OPTION = '${n.prefix}_settings';

	/**
	 * The default of every setting.
	 *
	 * @return array
	 */
	public static function defaults() {
		return array(
			${defaults}
		);
	}

	/**
	 * The saved settings over their defaults.
	 *
	 * @return array
	 */
	public static function get() {
		$saved = get_option( self::OPTION, array() );
		return wp_parse_args( is_array( $saved ) ? $saved : array(), self::defaults() );
	}

	/**
	 * Hooks the page and the settings into the admin.
	 */
	public function register() {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_init', array( $this, 'register_settings' ) );
	}

	/**
	 * Adds the page under Settings.
	 */
	public function add_page() {
		add_options_page(
			esc_html__( ${phpString(n.name)}, ${d} ),
			esc_html__( ${phpString(n.name)}, ${d} ),
			'manage_options',
			'${n.slug}',
			array( $this, 'render' )
		);
	}

	/**
	 * Registers the option, its sanitize callback, its section and its fields.
	 */
	public function register_settings() {
		register_setting(
			'${n.prefix}_group',
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => self::defaults(),
			)
		);
		add_settings_section( '${n.prefix}_main', esc_html__( 'Settings', ${d} ), '__return_false', '${n.slug}' );
		${fields}
	}

	/**
	 * Keeps known fields only, each cleaned by its type.
	 *
	 * @param mixed $input The submitted values.
	 * @return array
	 */
	public function sanitize( $input ) {
		$input = is_array( $input ) ? $input : array();
		$clean = array();
		${purpose.fields.map(sanitizer).join('\n\t\t')}
		return $clean;
	}

	/**
	 * The page: an overview of what the plugin does, and the settings form (settings_fields prints its nonce).
	 */
	public function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You do not have permission to change these settings.', ${d} ) );
		}
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<p><?php esc_html_e( ${phpString(content.tagline)}, ${d} ); ?></p>
			<ul class="${n.prefix}-cards">
				${cards}
			</ul>
			<h2><?php esc_html_e( 'What it does', ${d} ); ?></h2>
			<ul class="ul-disc">
				${features}
			</ul>
			<form action="options.php" method="post">
				<?php
				settings_fields( '${n.prefix}_group' );
				do_settings_sections( '${n.slug}' );
				submit_button();
				?>
			</form>
		</div>
		<?php
	}
}
`;
}
