import { useTranslation } from "react-i18next";
import { useUser } from "../../lib/require-user";
import { Card } from "../../components/ui/card";
import { MyCertificates } from "../certificates/my-certificates";
import { DangerZone } from "./components/danger-zone";
import { SubscriptionCard } from "./components/subscription-card";
import { UsageCard } from "./components/usage-card";

/** Profile (spec 1 §2): who you are, your usage, your subscription, and the danger zone. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useUser();

  const details: [string, string][] = [
    [t("profile.name"), `${user.firstName} ${user.lastName}`],
    [t("profile.email"), user.email],
    [t("profile.company"), user.company ?? t("profile.none")],
    [t("profile.plan"), t(`plans.${user.subscription.plan}`)],
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("profile.title")}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t("profile.subtitle")}</p>
      </div>

      <Card>
        <section aria-labelledby="account-title">
          <h2 id="account-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("profile.account")}
          </h2>
          <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
                <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Card>

      <MyCertificates inCompany={Boolean(user.company)} />

      <div className="grid gap-6 md:grid-cols-2">
        <SubscriptionCard user={user} />
        <UsageCard />
      </div>

      <DangerZone user={user} />
    </div>
  );
}
