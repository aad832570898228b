import type { ThemeConfig } from 'antd';

/** antd tokens aligned with the shopper design system (packages/platform/src/styles.css). */
export const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    borderRadius: 8,
    fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
