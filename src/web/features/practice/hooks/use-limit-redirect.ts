import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { pricingHref } from "../../billing/pricing-link";
import { isUpgradeRequired } from "../lib/errors";

/**
 * Spec 2 §8: a call refused by the plan limit shows "You have reached your conversation limit…" and goes to
 * /pricing (which brings the buyer back here after paying). Returns true when it handled the error.
 */
export function useLimitRedirect(): (e: unknown) => boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (e: unknown) => {
      if (!isUpgradeRequired(e)) return false;
      toast.error(t("practice.errors.limitReached"), { id: "practice-limit" });
      void navigate(pricingHref(location));
      return true;
    },
    [t, navigate, location],
  );
}
