// What each plugin subcategory does: its settings fields and the hooks of its module (PHP), by subcategory.

export interface PluginField {
  id: string;
  label: string;
  type: 'checkbox' | 'text' | 'number' | 'select';
  default: string | number | boolean;
  help: string;
  options?: Record<string, string>;
  min?: number;
  max?: number;
}

export interface PluginPurpose {
  /** One line: what the plugin does. */
  summary: string;
  fields: PluginField[];
  /** The body of the module's register() method: PHP hooks reading $this->settings. */
  hooks: string;
  /** Methods of the module class the hooks call (PHP), `{P}` standing for the function prefix and `{D}` for the text domain. */
  methods: string;
}

const checkbox = (id: string, label: string, help: string, on = true): PluginField => ({ id, label, type: 'checkbox', default: on, help });

export const PURPOSES: Record<string, PluginPurpose> = {
  security: {
    summary: 'hardens the site: security headers, no version number in the page source, vague login errors',
    fields: [
      checkbox('security_headers', 'Send security headers', 'X-Frame-Options, X-Content-Type-Options and Referrer-Policy on every page.'),
      checkbox('hide_version', 'Hide the WordPress version', 'Removes the generator tag from the page source and feeds.'),
      checkbox('vague_login_errors', 'Vague login errors', 'Does not tell whether the user name or the password was wrong.'),
      {
        id: 'referrer_policy',
        label: 'Referrer policy',
        type: 'select',
        default: 'strict-origin-when-cross-origin',
        help: 'What other sites learn of the page a visitor came from.',
        options: {
          'strict-origin-when-cross-origin': 'Origin on other sites',
          'same-origin': 'Nothing to other sites',
          'no-referrer': 'Nothing at all',
        },
      },
    ],
    hooks: `if ( ! empty( $this->settings['security_headers'] ) ) {
			add_action( 'send_headers', array( $this, 'send_headers' ) );
		}
		if ( ! empty( $this->settings['hide_version'] ) ) {
			remove_action( 'wp_head', 'wp_generator' );
			add_filter( 'the_generator', '__return_empty_string' );
		}
		if ( ! empty( $this->settings['vague_login_errors'] ) ) {
			add_filter( 'login_errors', array( $this, 'login_error' ) );
		}`,
    methods: `/**
	 * Sends the security headers.
	 */
	public function send_headers() {
		header( 'X-Frame-Options: SAMEORIGIN' );
		header( 'X-Content-Type-Options: nosniff' );
		$policies = array( 'strict-origin-when-cross-origin', 'same-origin', 'no-referrer' );
		$policy   = in_array( $this->settings['referrer_policy'], $policies, true ) ? $this->settings['referrer_policy'] : 'same-origin';
		header( 'Referrer-Policy: ' . $policy );
	}

	/**
	 * The same message for a wrong user name and a wrong password.
	 *
	 * @return string
	 */
	public function login_error() {
		return esc_html__( 'The login details are not correct.', '{D}' );
	}`,
  },
  performance: {
    summary: 'makes pages lighter: no emoji script, no embed script, a slower editor heartbeat',
    fields: [
      checkbox('disable_emojis', 'Remove the emoji script', 'Browsers show emoji themselves; the script and its styles are not needed.'),
      checkbox('disable_embeds', 'Remove the embed script', 'Stops loading wp-embed on every page.'),
      {
        id: 'heartbeat_interval',
        label: 'Heartbeat interval (seconds)',
        type: 'number',
        default: 60,
        min: 15,
        max: 120,
        help: 'How often the editor checks in with the server.',
      },
    ],
    hooks: `if ( ! empty( $this->settings['disable_emojis'] ) ) {
			remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
			remove_action( 'wp_print_styles', 'print_emoji_styles' );
			remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
			remove_action( 'admin_print_styles', 'print_emoji_styles' );
		}
		if ( ! empty( $this->settings['disable_embeds'] ) ) {
			add_action( 'wp_footer', array( $this, 'dequeue_embed' ) );
		}
		add_filter( 'heartbeat_settings', array( $this, 'heartbeat' ) );`,
    methods: `/**
	 * Dequeues the embed script.
	 */
	public function dequeue_embed() {
		wp_dequeue_script( 'wp-embed' );
	}

	/**
	 * Sets the heartbeat interval.
	 *
	 * @param array $settings Heartbeat settings.
	 * @return array
	 */
	public function heartbeat( $settings ) {
		$settings['interval'] = absint( $this->settings['heartbeat_interval'] );
		return $settings;
	}`,
  },
  'seo-tools': {
    summary: 'adds a meta description and Open Graph tags to every page, and sets the title separator',
    fields: [
      {
        id: 'default_description',
        label: 'Default meta description',
        type: 'text',
        default: '',
        help: 'Used on pages without an excerpt.',
      },
      {
        id: 'title_separator',
        label: 'Title separator',
        type: 'select',
        default: '-',
        help: 'Between the page title and the site name.',
        options: { '-': '-', '|': '|', '·': '·' },
      },
      checkbox('open_graph', 'Open Graph tags', 'Title, description and address for link previews on social networks.'),
    ],
    hooks: `add_action( 'wp_head', array( $this, 'meta_tags' ), 1 );
		add_filter( 'document_title_separator', array( $this, 'separator' ) );`,
    methods: `/**
	 * Prints the meta description and the Open Graph tags.
	 */
	public function meta_tags() {
		$description = is_singular() && has_excerpt() ? get_the_excerpt() : $this->settings['default_description'];
		if ( '' !== $description ) {
			printf( '<meta name="description" content="%s">' . "\\n", esc_attr( wp_strip_all_tags( $description ) ) );
		}
		if ( ! empty( $this->settings['open_graph'] ) ) {
			printf( '<meta property="og:title" content="%s">' . "\\n", esc_attr( wp_get_document_title() ) );
			printf( '<meta property="og:url" content="%s">' . "\\n", esc_url( is_singular() ? get_permalink() : home_url( '/' ) ) );
		}
	}

	/**
	 * The title separator.
	 *
	 * @return string
	 */
	public function separator() {
		return $this->settings['title_separator'];
	}`,
  },
  forms: {
    summary: 'adds a contact form (shortcode [{P}_form]) that sends each entry to the address you choose',
    fields: [
      {
        id: 'recipient',
        label: 'Send entries to',
        type: 'text',
        default: '',
        help: 'An email address; the site admin address when empty.',
      },
      {
        id: 'success_message',
        label: 'Thank-you message',
        type: 'text',
        default: 'Thank you, we will be in touch soon.',
        help: 'Shown after a visitor sends the form.',
      },
      checkbox('honeypot', 'Spam trap', 'A hidden field that only bots fill in; their entries are dropped.'),
    ],
    hooks: `add_shortcode( '{P}_form', array( $this, 'form' ) );
		add_action( 'admin_post_nopriv_{P}_send', array( $this, 'send' ) );
		add_action( 'admin_post_{P}_send', array( $this, 'send' ) );`,
    methods: `/**
	 * The form's markup.
	 *
	 * @return string
	 */
	public function form() {
		$sent = isset( $_GET['{P}_sent'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		ob_start();
		if ( $sent ) {
			echo '<p class="{P}-sent">' . esc_html( $this->settings['success_message'] ) . '</p>';
		}
		?>
		<form class="{P}-form" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="{P}_send">
			<?php wp_nonce_field( '{P}_send', '{P}_nonce' ); ?>
			<p><label><?php esc_html_e( 'Name', '{D}' ); ?><br><input type="text" name="{P}_name" required></label></p>
			<p><label><?php esc_html_e( 'Email', '{D}' ); ?><br><input type="email" name="{P}_email" required></label></p>
			<p><label><?php esc_html_e( 'Message', '{D}' ); ?><br><textarea name="{P}_message" rows="5" required></textarea></label></p>
			<p style="display:none"><input type="text" name="{P}_website" tabindex="-1" autocomplete="off"></p>
			<p><button type="submit"><?php esc_html_e( 'Send', '{D}' ); ?></button></p>
		</form>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * Checks the nonce, cleans the fields and mails the entry.
	 */
	public function send() {
		check_admin_referer( '{P}_send', '{P}_nonce' );
		$name    = isset( $_POST['{P}_name'] ) ? sanitize_text_field( wp_unslash( $_POST['{P}_name'] ) ) : '';
		$email   = isset( $_POST['{P}_email'] ) ? sanitize_email( wp_unslash( $_POST['{P}_email'] ) ) : '';
		$message = isset( $_POST['{P}_message'] ) ? sanitize_textarea_field( wp_unslash( $_POST['{P}_message'] ) ) : '';
		$trap    = isset( $_POST['{P}_website'] ) ? sanitize_text_field( wp_unslash( $_POST['{P}_website'] ) ) : '';
		if ( ( empty( $this->settings['honeypot'] ) || '' === $trap ) && is_email( $email ) && '' !== $message ) {
			$to = is_email( $this->settings['recipient'] ) ? $this->settings['recipient'] : get_option( 'admin_email' );
			wp_mail( $to, sprintf( 'Message from %s', $name ), $message, array( 'Reply-To: ' . $email ) );
		}
		wp_safe_redirect( add_query_arg( '{P}_sent', '1', wp_get_referer() ? wp_get_referer() : home_url( '/' ) ) );
		exit;
	}`,
  },
  'e-commerce': {
    summary: 'shows a free-shipping progress message in the WooCommerce cart',
    fields: [
      {
        id: 'free_shipping_from',
        label: 'Free shipping from',
        type: 'number',
        default: 50,
        min: 0,
        max: 100000,
        help: 'The cart total from which shipping is free, in the shop currency.',
      },
      checkbox('show_in_cart', 'Show in the cart', 'The message above the cart table.'),
    ],
    hooks: `if ( ! empty( $this->settings['show_in_cart'] ) ) {
			add_action( 'woocommerce_before_cart', array( $this, 'free_shipping_notice' ) );
		}`,
    methods: `/**
	 * How much more to spend for free shipping.
	 */
	public function free_shipping_notice() {
		if ( ! function_exists( 'WC' ) || ! WC()->cart ) {
			return;
		}
		$left = (float) $this->settings['free_shipping_from'] - (float) WC()->cart->get_subtotal();
		if ( $left > 0 ) {
			/* translators: %s: the amount left to spend. */
			$text = sprintf( esc_html__( 'Spend %s more for free shipping.', '{D}' ), wp_strip_all_tags( wc_price( $left ) ) );
		} else {
			$text = esc_html__( 'Your order ships free.', '{D}' );
		}
		echo '<p class="{P}-notice">' . esc_html( $text ) . '</p>';
	}`,
  },
  'social-media': {
    summary: 'adds share links under posts (X, Facebook, LinkedIn), without scripts or tracking',
    fields: [
      checkbox('share_posts', 'Share links under posts', 'Plain links: no script, no cookie, no tracking.'),
      { id: 'share_label', label: 'Label', type: 'text', default: 'Share this post', help: 'Shown before the links.' },
    ],
    hooks: `if ( ! empty( $this->settings['share_posts'] ) ) {
			add_filter( 'the_content', array( $this, 'share_links' ) );
		}`,
    methods: `/**
	 * Appends the share links to a single post.
	 *
	 * @param string $content The post content.
	 * @return string
	 */
	public function share_links( $content ) {
		if ( ! is_singular( 'post' ) || ! in_the_loop() ) {
			return $content;
		}
		$url   = rawurlencode( get_permalink() );
		$title = rawurlencode( get_the_title() );
		$links = array(
			'X'        => 'https://x.com/intent/post?url=' . $url . '&text=' . $title,
			'Facebook' => 'https://www.facebook.com/sharer/sharer.php?u=' . $url,
			'LinkedIn' => 'https://www.linkedin.com/sharing/share-offsite/?url=' . $url,
		);
		$html = '<p class="{P}-share">' . esc_html( $this->settings['share_label'] ) . ': ';
		foreach ( $links as $name => $href ) {
			$html .= '<a href="' . esc_url( $href ) . '" rel="noopener nofollow" target="_blank">' . esc_html( $name ) . '</a> ';
		}
		return $content . $html . '</p>';
	}`,
  },
};

/** The purpose of a subcategory; an unknown one does what a performance plugin does. */
export function purposeOf(subcategory: string): PluginPurpose {
  return PURPOSES[subcategory] ?? PURPOSES.performance!;
}
