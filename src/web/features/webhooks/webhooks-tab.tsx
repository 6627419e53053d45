import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { WEBHOOK_LIMITS } from "../../../contract/webhooks";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { translateKeyedError } from "../../lib/messages";
import { type WebhookEndpoint, WEBHOOK_QUERY, webhookApi, type WebhookWithSecret } from "./api";

import { EndpointCard } from "./endpoint-card";
import { CreateModal, SecretModal } from "./webhook-modals";

/**
 * The Webhooks tab of the company area (issue 18): a company admin of an Enterprise company registers endpoints
 * (the signing secret shown once), sends a test event, disables, enables, deletes, rotates the secret, and reads
 * each endpoint's delivery log.
 */
export function WebhooksTab() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: WEBHOOK_QUERY, queryFn: ({ signal }) => webhookApi.list(signal) });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<{ title: string; value: WebhookWithSecret } | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: WEBHOOK_QUERY });
  const remove = useMutation({
    mutationFn: (e: WebhookEndpoint) => webhookApi.remove(e.id),
    onSuccess: () => {
      toast.success(t("webhooks.deleted"));
      setDeleting(null);
      refresh();
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "webhooks.errors.actionFailed")),
  });
  const rotate = useMutation({
    mutationFn: (e: WebhookEndpoint) => webhookApi.rotate(e.id),
    onSuccess: (value) => {
      setRotating(null);
      setSecret({ title: t("webhooks.rotatedTitle"), value });
      refresh();
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "webhooks.errors.actionFailed")),
  });

  if (list.isPending) return <Spinner label={t("webhooks.loading")} />;
  if (list.isError) return <Alert>{translateKeyedError(t, list.error, "webhooks.errors.loadFailed")}</Alert>;
  const endpoints = list.data.endpoints;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t("webhooks.intro")}</p>
        <Button onClick={() => setCreating(true)} disabled={endpoints.length >= WEBHOOK_LIMITS.perCompany}>
          <Plus className="h-4 w-4" aria-hidden />
          {t("webhooks.create")}
        </Button>
      </div>
      {endpoints.length === 0 ? (
        <Card className="text-center text-slate-600 dark:text-slate-400">{t("webhooks.empty")}</Card>
      ) : (
        <ul className="space-y-3" aria-label={t("webhooks.listLabel")}>
          {endpoints.map((e) => (
            <li key={e.id} data-webhook-id={e.id}>
              <EndpointCard endpoint={e} onDelete={() => setDeleting(e)} onRotate={() => setRotating(e)} onChanged={refresh} />
            </li>
          ))}
        </ul>
      )}
      {creating ? (
        <CreateModal
          onClose={() => setCreating(false)}
          onCreated={(value) => {
            setCreating(false);
            setSecret({ title: t("webhooks.createdTitle"), value });
            refresh();
          }}
        />
      ) : null}
      {secret ? <SecretModal title={secret.title} value={secret.value} onClose={() => setSecret(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("webhooks.deleteTitle")}
        description={t("webhooks.deleteText", { url: deleting?.url ?? "" })}
        confirmLabel={t("webhooks.delete")}
        cancelLabel={t("webhooks.cancel")}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={rotating !== null}
        title={t("webhooks.rotateTitle")}
        description={t("webhooks.rotateText")}
        confirmLabel={t("webhooks.rotate")}
        cancelLabel={t("webhooks.cancel")}
        busy={rotate.isPending}
        danger={false}
        onConfirm={() => rotating && rotate.mutate(rotating)}
        onCancel={() => setRotating(null)}
      />
    </div>
  );
}
