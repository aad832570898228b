import { zipNote, type PlatformReadmeParts } from '../common/readme-parts';

/** A WordPress plugin's README parts. */
export const wordpressPluginReadme: PlatformReadmeParts = {
  installation: (guide) => `### WordPress plugin

1. In your WordPress dashboard, go to **Plugins → Add New → Upload Plugin**.
2. Choose this ZIP as you downloaded it (it holds the plugin folder \`${guide.folder}\`), click **Install Now**, then **Activate**.${zipNote(guide.folder)}
3. Open its page under **Settings** to choose what it does.`,
  tips: () => `- **Settings** – every option is on the plugin's page under **Settings**, with a line saying what it does.
- **Texts** – \`languages/\` holds the translation template; translate it with Loco Translate or Poedit.`,
};
