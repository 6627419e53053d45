import { createBrowserRouter, Navigate } from "react-router";
import { ForgotPasswordPage } from "../features/auth/forgot-password-page";
import { LoginPage } from "../features/auth/login-page";
import { PasswordSetupPage } from "../features/auth/password-setup-page";
import { RegisterPage } from "../features/auth/register-page";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { HomePage } from "../features/home/home-page";
import { ContactPage } from "../features/legal/contact-page";
import { PrivacyPage } from "../features/legal/privacy-page";
import { TermsPage } from "../features/legal/terms-page";
import {
  AdminPlaceholder,
  CompanyPlaceholder,
  ConversationsPlaceholder,
  PricingPlaceholder,
  ProfilePlaceholder,
  SummariesPlaceholder,
} from "../features/placeholders/placeholder-pages";
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
      { path: "/pricing", element: <PricingPlaceholder /> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/password-setup", element: <PasswordSetupPage /> },
      { path: "/conversations", element: <ConversationsPlaceholder /> },
      { path: "/chat", element: <Navigate to="/conversations" replace /> },
      { path: "/conversation-summaries", element: <SummariesPlaceholder /> },
      { path: "/profile", element: <ProfilePlaceholder /> },
      { path: "/settings", element: <SettingsPage /> },
      { path: "/company", element: <CompanyPlaceholder /> },
      { path: "/admin", element: <AdminPlaceholder /> },
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
