import { useMutation } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { billingApi } from "../api/billing-api";
import { errorMessage } from "../error-message";
import { browser } from "../redirect";

/** Opens the billing portal (POST create-portal-session, then the browser goes to its url). */
export function OpenPortalButton({ label, variant = "secondary", className }: { label: string } & Pick<ButtonProps, "variant" | "className">) {
  const { t } = useTranslation();
  const portal = useMutation({
    mutationFn: () => billingApi.createPortal(),
    onSuccess: (res) => browser.assign(res.url),
    onError: (e) => toast.error(errorMessage(t, e, "billing.errors.portalFailed")),
  });
  const busy = portal.isPending || portal.isSuccess;
  return (
    <Button variant={variant} className={className} onClick={() => portal.mutate()} disabled={busy}>
      <CreditCard className="h-4 w-4" aria-hidden />
      {busy ? t("billing.portal.opening") : label}
    </Button>
  );
}
