import { createBrowserRouter, Navigate } from "react-router";
import { AdminPage } from "../features/admin/admin-page";
import { ForgotPasswordPage } from "../features/auth/forgot-password-page";
import { LoginPage } from "../features/auth/login-page";
import { PasswordSetupPage } from "../features/auth/password-setup-page";
import { RegisterPage } from "../features/auth/register-page";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { CheckoutPage } from "../features/billing/checkout-page";
import { PortalPage } from "../features/billing/portal-page";
import { PricingPage } from "../features/billing/pricing-page";
import { HomePage } from "../features/home/home-page";
import { ContactPage } from "../features/legal/contact-page";
import { PrivacyPage } from "../features/legal/privacy-page";
import { TermsPage } from "../features/legal/terms-page";
import { CompanyPlaceholder, SummariesPlaceholder } from "../features/placeholders/placeholder-pages";
import { ConversationsPage } from "../features/practice/conversations-page";
import { ProfilePage } from "../features/profile/profile-page";
import { SettingsPage } from "../features/settings/settings-page";
import { Layout } from "./layout";
import { RouteError } from "./route-error";

/** Every screen of spec 1 §2 and spec 3 §2; unknown paths show home (spec ruling 11), /chat opens practice (ruling 4). */
export const routes = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/pricing", element: <PricingPage /> },
      { path: "/billing/checkout/:sessionId", element: <CheckoutPage /> },
      { path: "/billing/portal", element: <PortalPage /> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/password-setup", element: <PasswordSetupPage /> },
      { path: "/conversations", element: <ConversationsPage /> },
      { path: "/chat", element: <Navigate to="/conversations" replace /> },
      { path: "/conversation-summaries", element: <SummariesPlaceholder /> },
      { path: "/profile", element: <ProfilePage /> },
      { path: "/settings", element: <SettingsPage /> },
      { path: "/company", element: <CompanyPlaceholder /> },
      { path: "/admin", element: <AdminPage /> },
      { path: "/terms", element: <TermsPage /> },
      { path: "/privacy", element: <PrivacyPage /> },
      { path: "/contact", element: <ContactPage /> },
      { path: "*", element: <HomePage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
