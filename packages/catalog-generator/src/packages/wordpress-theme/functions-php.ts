// functions.php of the block theme: theme supports, the stylesheet, and the pattern category.
import { phpPrefix, phpString } from '../common/text';
import type { ThemeContext } from './templates';

export function functionsPhp(ctx: ThemeContext): string {
  const fn = phpPrefix(ctx.slug);
  const domain = phpString(ctx.slug);
  const woo = ctx.shop
    ? `
		// WooCommerce: the shop templates of this theme, and the product gallery features.
		add_theme_support( 'woocommerce' );
		add_theme_support( 'wc-product-gallery-zoom' );
		add_theme_support( 'wc-product-gallery-lightbox' );
		add_theme_support( 'wc-product-gallery-slider' );
`
    : '';
  return `<?php
/**
 * ${ctx.content.brand.replace(/\*\//g, '* /')} functions and definitions.
 *
 * @package ${ctx.slug}
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( '${fn}_setup' ) ) {
	/**
	 * Sets up the theme: block styles, the editor style and the supports it declares.
	 */
	function ${fn}_setup() {
		add_theme_support( 'wp-block-styles' );
		add_theme_support( 'editor-styles' );
		add_editor_style( 'style.css' );
		add_theme_support( 'responsive-embeds' );
${woo}	}
}
add_action( 'after_setup_theme', '${fn}_setup' );

if ( ! function_exists( '${fn}_enqueue_styles' ) ) {
	/**
	 * Enqueues style.css, versioned by the theme's version so caches refresh on update.
	 */
	function ${fn}_enqueue_styles() {
		wp_enqueue_style(
			${phpString(`${ctx.slug}-style`)},
			get_stylesheet_uri(),
			array(),
			wp_get_theme()->get( 'Version' )
		);
	}
}
add_action( 'wp_enqueue_scripts', '${fn}_enqueue_styles' );

if ( ! function_exists( '${fn}_pattern_categories' ) ) {
	/**
	 * Registers the category the theme's patterns are listed under.
	 */
	function ${fn}_pattern_categories() {
		register_block_pattern_category(
			${domain},
			array(
				'label'       => esc_html__( ${phpString(ctx.content.brand)}, ${domain} ),
				'description' => esc_html__( ${phpString(`Sections of the ${ctx.content.brand} design.`)}, ${domain} ),
			)
		);
	}
}
add_action( 'init', '${fn}_pattern_categories' );
`;
}
