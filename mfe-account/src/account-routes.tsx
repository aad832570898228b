import './account.css';
import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { NotFoundPage, RemoteRoot } from '@tm/platform';
import { BUILD_ID } from './build-info';
import { LoginPage } from './features/login';
import { SignupPage } from './features/signup';
import { ForgotPasswordPage, ResetPasswordPage } from './features/password';
import { DashboardPage } from './features/dashboard';
import { BuildPage } from './features/builds';
import { AccountDeletedPage, AccountExportPage, ConfirmEmailPage } from './features/settings';

/** Exposed as `account/routes`: the account pages, at their absolute paths. */
export default function AccountRoutes() {
  return (
    <RemoteRoot name="account" buildId={BUILD_ID}>
      <Routes>
        <Route path={PAGES.login} element={<LoginPage />} />
        <Route path={PAGES.signup} element={<SignupPage />} />
        <Route path={PAGES.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={PAGES.resetPassword} element={<ResetPasswordPage />} />
        <Route path={PAGES.confirmEmail} element={<ConfirmEmailPage />} />
        <Route path={PAGES.accountExport} element={<AccountExportPage />} />
        <Route path={PAGES.accountDeleted} element={<AccountDeletedPage />} />
        <Route path={PAGES.dashboard} element={<DashboardPage />} />
        <Route path={PAGES.dashboardBuild} element={<BuildPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
