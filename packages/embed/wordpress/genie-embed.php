<?php
/**
 * Plugin Name: Genie — AI front desk
 * Plugin URI: __GENIE_ORIGIN__
 * Description: Puts your Genie on your site: a button on every page that greets visitors with your team name, or the genie inside a page with the [genie] shortcode.
 * Version: 1.0.0
 * Requires at least: 5.8
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 * Text Domain: genie-embed
 * Domain Path: /languages
 */

if (!defined('ABSPATH')) {
	exit;
}

/* Filled in when the plugin is downloaded from Genie (apps/server/src/http/wordpress-plugin.ts). */
define('GENIE_EMBED_ORIGIN', '__GENIE_ORIGIN__');
define('GENIE_EMBED_SCRIPT', '__GENIE_SCRIPT_PATH__');
define('GENIE_EMBED_STUB', '__GENIE_STUB__');
/* The downloading designer's genie, team, greeting and language, so the settings start filled in. */
define('GENIE_EMBED_DEFAULT_LINK_WORDS', '__GENIE_DEFAULT_LINK_WORDS__');
define('GENIE_EMBED_DEFAULT_TEAM', '__GENIE_DEFAULT_TEAM__');
define('GENIE_EMBED_DEFAULT_GREETING', '__GENIE_DEFAULT_GREETING__');
define('GENIE_EMBED_DEFAULT_LANG', '__GENIE_DEFAULT_LANG__');

/* Translations: languages/genie-embed-<locale>.mo (zh_TW, ko_KR), compiled from the .po files beside them. */
add_action('init', function () {
	load_plugin_textdomain('genie-embed', false, dirname(plugin_basename(__FILE__)) . '/languages');
});

function genie_embed_options() {
	$defaults = array('link_words' => GENIE_EMBED_DEFAULT_LINK_WORDS, 'team' => GENIE_EMBED_DEFAULT_TEAM, 'greeting' => GENIE_EMBED_DEFAULT_GREETING, 'flow' => 'genie', 'theme' => 'light', 'color' => '', 'bubble' => '1');
	return wp_parse_args((array) get_option('genie_embed', array()), $defaults);
}

function genie_embed_sanitize($input) {
	$input = (array) $input;
	return array(
		'link_words' => preg_replace('/[^A-Za-z0-9_-]/', '', (string) ($input['link_words'] ?? '')),
		'team' => sanitize_text_field($input['team'] ?? ''),
		'greeting' => sanitize_text_field($input['greeting'] ?? ''),
		'flow' => ($input['flow'] ?? '') === 'mood-board' ? 'mood-board' : 'genie',
		'theme' => in_array($input['theme'] ?? '', array('light', 'dark', 'auto'), true) ? $input['theme'] : 'light',
		'color' => (string) sanitize_hex_color($input['color'] ?? ''),
		'bubble' => empty($input['bubble']) ? '' : '1',
	);
}

add_action('admin_init', function () {
	register_setting('genie_embed', 'genie_embed', array('sanitize_callback' => 'genie_embed_sanitize'));
});

add_action('admin_menu', function () {
	add_options_page('Genie', 'Genie', 'manage_options', 'genie-embed', 'genie_embed_settings_page');
});

function genie_embed_settings_page() {
	if (!current_user_can('manage_options')) {
		return;
	}
	$o = genie_embed_options();
	?>
	<div class="wrap">
		<h1>Genie</h1>
		<p><?php echo esc_html__('Your link words are the last part of your genie link, e.g. "oak-studio" in /genie/oak-studio.', 'genie-embed'); ?></p>
		<form method="post" action="options.php">
			<?php settings_fields('genie_embed'); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="genie-link-words"><?php echo esc_html__('Link words', 'genie-embed'); ?></label></th>
					<td><input id="genie-link-words" name="genie_embed[link_words]" type="text" class="regular-text" value="<?php echo esc_attr($o['link_words']); ?>" required></td>
				</tr>
				<tr>
					<th scope="row"><label for="genie-team"><?php echo esc_html__('Team name', 'genie-embed'); ?></label></th>
					<td><input id="genie-team" name="genie_embed[team]" type="text" class="regular-text" value="<?php echo esc_attr($o['team']); ?>"></td>
				</tr>
				<tr>
					<th scope="row"><label for="genie-greeting"><?php echo esc_html__('Greeting on the button', 'genie-embed'); ?></label></th>
					<td><input id="genie-greeting" name="genie_embed[greeting]" type="text" class="large-text" value="<?php echo esc_attr($o['greeting']); ?>"></td>
				</tr>
				<tr>
					<th scope="row"><label for="genie-flow"><?php echo esc_html__('What opens', 'genie-embed'); ?></label></th>
					<td><select id="genie-flow" name="genie_embed[flow]">
						<option value="genie" <?php selected($o['flow'], 'genie'); ?>>Genie</option>
						<option value="mood-board" <?php selected($o['flow'], 'mood-board'); ?>><?php echo esc_html__('Mood board', 'genie-embed'); ?></option>
					</select></td>
				</tr>
				<tr>
					<th scope="row"><label for="genie-theme"><?php echo esc_html__('Look', 'genie-embed'); ?></label></th>
					<td><select id="genie-theme" name="genie_embed[theme]">
						<option value="light" <?php selected($o['theme'], 'light'); ?>><?php echo esc_html__('Light', 'genie-embed'); ?></option>
						<option value="dark" <?php selected($o['theme'], 'dark'); ?>><?php echo esc_html__('Dark', 'genie-embed'); ?></option>
						<option value="auto" <?php selected($o['theme'], 'auto'); ?>><?php echo esc_html__('Follow the visitor', 'genie-embed'); ?></option>
					</select></td>
				</tr>
				<tr>
					<th scope="row"><label for="genie-color"><?php echo esc_html__('Colour', 'genie-embed'); ?></label></th>
					<td><input id="genie-color" name="genie_embed[color]" type="text" placeholder="#8b7dbe" value="<?php echo esc_attr($o['color']); ?>"></td>
				</tr>
				<tr>
					<th scope="row"><?php echo esc_html__('Button', 'genie-embed'); ?></th>
					<td><label><input name="genie_embed[bubble]" type="checkbox" value="1" <?php checked($o['bubble'], '1'); ?>> <?php echo esc_html__('Show the button on every page', 'genie-embed'); ?></label></td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
		<p><?php echo esc_html__('To show the genie inside a page, add the shortcode [genie] (optional: [genie height="720"]).', 'genie-embed'); ?></p>
	</div>
	<?php
}

/* The site-wide button: the same snippet as the Genie embed dialog (stub, then the loader with its data). */
add_action('wp_footer', function () {
	$o = genie_embed_options();
	if ($o['bubble'] !== '1' || $o['link_words'] === '') {
		return;
	}
	$attrs = ' data-genie="' . esc_attr($o['link_words']) . '" data-team="' . esc_attr($o['team']) . '"';
	if ($o['flow'] !== 'genie') {
		$attrs .= ' data-flow="' . esc_attr($o['flow']) . '"';
	}
	if ($o['theme'] !== 'auto') {
		$attrs .= ' data-theme="' . esc_attr($o['theme']) . '"';
	}
	if ($o['color'] !== '') {
		$attrs .= ' data-color="' . esc_attr($o['color']) . '"';
	}
	if ($o['greeting'] !== '') {
		$attrs .= ' data-greeting="' . esc_attr($o['greeting']) . '"';
	}
	if (GENIE_EMBED_DEFAULT_LANG !== '') {
		$attrs .= ' data-lang="' . esc_attr(GENIE_EMBED_DEFAULT_LANG) . '"';
	}
	echo '<script>' . GENIE_EMBED_STUB . "</script>\n";
	echo '<script async src="' . esc_url(GENIE_EMBED_ORIGIN . GENIE_EMBED_SCRIPT) . '"' . $attrs . "></script>\n";
});

/* [genie height="720"]: the genie inside the page, as an iframe of the embed route. */
add_shortcode('genie', function ($atts) {
	$o = genie_embed_options();
	if ($o['link_words'] === '') {
		return '';
	}
	$a = shortcode_atts(array('height' => '720', 'flow' => $o['flow']), $atts, 'genie');
	$flow = $a['flow'] === 'mood-board' ? 'mood-board' : 'genie';
	$query = array();
	if ($o['theme'] !== 'auto') {
		$query['theme'] = $o['theme'];
	}
	if ($o['color'] !== '') {
		$query['color'] = $o['color'];
	}
	$src = GENIE_EMBED_ORIGIN . '/genie-embed/' . rawurlencode($o['link_words']) . '/' . $flow . ($query ? '?' . http_build_query($query) : '');
	return '<iframe src="' . esc_url($src) . '" title="' . esc_attr($o['team'] !== '' ? $o['team'] : 'Genie') . '" loading="lazy" style="width:100%;height:' . max(400, intval($a['height'])) . 'px;border:0;border-radius:12px"></iframe>';
});
