import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { HomePage } from "../features/home/home-page";
import { type Feature, loadLanguage } from "../lib/i18n";
import { RequireUser } from "../lib/require-user";
import { GATES } from "./gates";
import { Layout } from "./layout";
import { RouteError } from "./route-error";

/**
 * A screen loaded on first visit (its own chunk), so the home page ships only what it shows. React Router waits
 * for the chunk before it switches screens, so there is no blank frame.
 */
function screen<M>(load: () => Promise<M>, pick: (m: M) => React.ComponentType, features?: readonly Feature[]): Pick<RouteObject, "lazy"> {
  // The features' English phrase books come with the screen (the home page does without them): those it names,
  // or every feature's.
  return { lazy: async () => ({ Component: pick((await Promise.all([load(), loadLanguage("en", features)]))[0]) }) };
}

/**
 * The features whose phrases the practice screen shows (its own, the tips, voice, the summary an ended call may
 * make, the upgrade link, company scenarios, the rep's assignments): the screen users open most does without the
 * other screens' books.
 */
const PRACTICE_BOOKS = ["practice", "tips", "voice", "summaries", "billing", "company-scenarios", "assignments"] as const;

/**
 * Every screen of spec 1 §2 and spec 3 §2; the signed-in-only ones under RequireUser with their own loading and
 * signed-out views (GATES); unknown paths show home (spec ruling 11), /chat opens practice (ruling 4).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <HomePage /> },
      {
        path: "/pricing",
        ...screen(
          () => import("../features/billing/pricing-page"),
          (m) => m.PricingPage,
        ),
      },
      {
        element: <RequireUser {...GATES.checkout} />,
        children: [
          {
            path: "/billing/checkout/:sessionId",
            ...screen(
              () => import("../features/billing/checkout-page"),
              (m) => m.CheckoutPage,
            ),
          },
        ],
      },
      {
        element: <RequireUser {...GATES.portal} />,
        children: [
          {
            path: "/billing/portal",
            ...screen(
              () => import("../features/billing/portal-page"),
              (m) => m.PortalPage,
            ),
          },
        ],
      },
      {
        path: "/register",
        ...screen(
          () => import("../features/auth/register-page"),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: "/login",
        ...screen(
          () => import("../features/auth/login-page"),
          (m) => m.LoginPage,
        ),
      },
      {
        path: "/forgot-password",
        ...screen(
          () => import("../features/auth/forgot-password-page"),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: "/reset-password",
        ...screen(
          () => import("../features/auth/reset-password-page"),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: "/set-password",
        ...screen(
          () => import("../features/auth/set-password-page"),
          (m) => m.SetPasswordPage,
        ),
      },
      {
        element: <RequireUser {...GATES.passwordSetup} />,
        children: [
          {
            path: "/password-setup",
            ...screen(
              () => import("../features/auth/password-setup-page"),
              (m) => m.PasswordSetupPage,
            ),
          },
        ],
      },
      {
        element: <RequireUser {...GATES.practice} />,
        children: [
          {
            path: "/conversations",
            ...screen(
              () => import("../features/practice/conversations-page"),
              (m) => m.ConversationsPage,
              PRACTICE_BOOKS,
            ),
          },
        ],
      },
      { path: "/chat", element: <Navigate to="/conversations" replace /> },
      {
        element: <RequireUser {...GATES.summaries} />,
        children: [
          {
            path: "/conversation-summaries",
            ...screen(
              () => import("../features/summaries/summaries-page"),
              (m) => m.SummariesPage,
            ),
          },
        ],
      },
      {
        element: <RequireUser {...GATES.profile} />,
        children: [
          {
            path: "/profile",
            ...screen(
              () => import("../features/profile/profile-page"),
              (m) => m.ProfilePage,
            ),
          },
        ],
      },
      {
        element: <RequireUser {...GATES.certificate} />,
        children: [
          {
            path: "/certificates/:id",
            ...screen(
              () => import("../features/certificates/certificate-page"),
              (m) => m.CertificatePage,
            ),
          },
        ],
      },
      {
        element: <RequireUser {...GATES.settings} />,
        children: [
          {
            path: "/settings",
            ...screen(
              () => import("../features/settings/settings-page"),
              (m) => m.SettingsPage,
            ),
          },
        ],
      },
      {
        element: <RequireUser {...GATES.company} />,
        children: [
          {
            path: "/company",
            ...screen(
              () => import("../features/company/company-page"),
              (m) => m.CompanyPage,
            ),
          },
        ],
      },
      {
        element: <RequireUser {...GATES.admin} />,
        children: [
          {
            path: "/admin",
            ...screen(
              () => import("../features/admin/admin-page"),
              (m) => m.AdminPage,
            ),
          },
        ],
      },
      {
        path: "/terms",
        ...screen(
          () => import("../features/legal/terms-page"),
          (m) => m.TermsPage,
        ),
      },
      {
        path: "/privacy",
        ...screen(
          () => import("../features/legal/privacy-page"),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: "/contact",
        ...screen(
          () => import("../features/legal/contact-page"),
          (m) => m.ContactPage,
        ),
      },
      { path: "*", element: <HomePage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
