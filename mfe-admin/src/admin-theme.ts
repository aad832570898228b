import type { ThemeConfig } from 'antd';

/** antd tokens aligned with the shopper design system (packages/platform/src/styles.css). */
export const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    // Hovered buttons and links: antd lightens the seed to #7d72f2, 3.8:1 on white (the text of a hovered
    // default button, e.g. a dialog's Cancel under the pointer); indigo 700 is 7.9:1 and still reads as hover.
    colorPrimaryHover: '#4338ca',
    // antd's secondary text (rgba(0,0,0,.45)) is 3.3:1 on our page background; these are the shopper side's muted text.
    colorTextSecondary: '#475569',
    colorTextDescription: '#475569',
    colorTextTertiary: '#475569', // Descriptions labels and other tertiary text: antd's .45 black is 4.4:1 on white
    colorTextPlaceholder: '#5b6a7e',
    // Disabled controls (the subcategory filter until a category is chosen) stay readable: antd's
    // rgba(0,0,0,.25) is 1.8:1 on its grey; the grey background and cursor already say 'disabled'.
    colorTextDisabled: '#5b6a7e',
    colorError: '#c81e1e', // danger buttons and error text: antd's #ff4d4f is 3.3:1 on white, this 5.9:1
    // Danger buttons under the pointer: the hover colour antd derives from the seed (#d44642) is 4.0:1 on
    // its pale red hover background (#fff2f0); this one (the shopper side's --tm-danger-hover) is 5.9:1.
    colorErrorHover: '#b91c1c',
    // Status tags (Uploaded, Completed): antd's #52c41a is 2.2:1 on its pale green. Set as map tokens,
    // not only seeds: the palette antd derives from a darker seed gives the tag a grey-green background.
    colorSuccess: '#15803d',
    colorSuccessText: '#15803d',
    colorSuccessBg: '#f0fdf4',
    colorSuccessBorder: '#bbf7d0',
    colorWarning: '#b45309',
    colorWarningText: '#b45309',
    colorWarningBg: '#fffbeb',
    colorWarningBorder: '#fde68a',
    // The 'running' tag and info alerts: antd's #1677ff is 3.7:1 on its pale blue.
    colorInfo: '#1d4ed8',
    colorInfoText: '#1d4ed8',
    colorInfoBg: '#eff6ff',
    colorInfoBorder: '#bfdbfe',
    borderRadius: 8,
    fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
