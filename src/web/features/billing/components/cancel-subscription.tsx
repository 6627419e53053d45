import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { PublicUser } from "../../../../contract/user";
import { ME_QUERY_KEY } from "../../../lib/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { translateMessage } from "../../../lib/messages";
import { billingApi } from "../api/billing-api";
import { errorMessage } from "../error-message";
import { formatDate } from "../format";

/**
 * "Cancel subscription" with its confirmation (spec ruling 7: POST /api/subscriptions/cancel). Access continues
 * until the period end. Used by the profile's danger zone and the test-mode billing portal.
 */
export function CancelSubscription({ user, className }: { user: PublicUser; className?: string }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => billingApi.cancel(),
    onSuccess: async (res) => {
      toast.success(translateMessage(t, res.message, "billing.messages.cancelled"));
      setOpen(false);
      await Promise.all([qc.invalidateQueries({ queryKey: ME_QUERY_KEY }), qc.invalidateQueries({ queryKey: ["billing"] })]);
    },
  });
  const plan = t(`plans.${user.subscription.plan}`);
  const date = formatDate(user.subscription.currentPeriodEnd, i18n.language);

  return (
    <>
      <Button
        variant="danger"
        className={className}
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        {t("billing.cancel.action")}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !cancel.isPending && setOpen(next)}
        title={t("billing.cancel.title")}
        description={date ? t("billing.cancel.body", { plan, date }) : t("billing.cancel.bodyNoDate", { plan })}
        closeLabel={t("billing.common.close")}
      >
        <div className="space-y-4 px-6 py-5">
          {cancel.isError ? <Alert>{errorMessage(t, cancel.error, "billing.errors.cancelFailed")}</Alert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t("billing.cancel.keep")}
            </Button>
            <Button variant="danger" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {cancel.isPending ? t("billing.cancel.cancelling") : t("billing.cancel.confirm")}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
