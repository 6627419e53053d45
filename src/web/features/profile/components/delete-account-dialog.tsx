import { useMutation } from "@tanstack/react-query";
import { type ComponentProps, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useAuth } from "../../../lib/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { translateMessage } from "../../../lib/messages";
import { billingApi } from "../../billing/api/billing-api";
import { errorMessage } from "../../billing/error-message";

export const DELETE_WORD = "DELETE";

/**
 * Account deletion in two steps (spec 1 §4-5): type DELETE exactly, then the own email exactly; then the
 * account is deleted, the local session ends and the browser goes home.
 */
export function DeleteAccountDialog({ open, onOpenChange, email }: { open: boolean; onOpenChange(open: boolean): void; email: string }) {
  const { t } = useTranslation();
  const { step, setStep, word, setWord, typedEmail, setTypedEmail, fieldError, setFieldError, remove, changeOpen, submitStep1, submitStep2 } = useDeleteAccount(
    email,
    onOpenChange,
  );

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t("profile.delete.title")}
      description={t("profile.delete.stepOf", { step, total: 2 })}
      closeLabel={t("billing.common.close")}
    >
      <div className="space-y-4 px-6 py-5">
        <Alert>{t("profile.delete.warning")}</Alert>
        {step === 1 ? (
          <StepForm
            onSubmit={submitStep1}
            label={t("profile.delete.typeDeleteLabel", { word: DELETE_WORD })}
            error={fieldError}
            input={{
              value: word,
              onChange: (e) => {
                setWord(e.target.value);
                setFieldError(null);
              },
              autoCapitalize: "characters",
            }}
            back={{ label: t("profile.delete.cancel"), onClick: () => changeOpen(false) }}
            submitLabel={t("profile.delete.continue")}
          />
        ) : (
          <StepForm
            onSubmit={submitStep2}
            label={t("profile.delete.emailLabel")}
            hint={t("profile.delete.emailHint")}
            error={fieldError}
            input={{
              type: "email",
              value: typedEmail,
              onChange: (e) => {
                setTypedEmail(e.target.value);
                setFieldError(null);
              },
            }}
            failure={remove.isError ? errorMessage(t, remove.error, "profile.delete.failed") : null}
            back={{
              label: t("profile.delete.back"),
              onClick: () => {
                setStep(1);
                setFieldError(null);
              },
              disabled: remove.isPending,
            }}
            submitLabel={remove.isPending ? t("profile.delete.deleting") : t("profile.delete.confirm")}
            busy={remove.isPending}
          />
        )}
      </div>
    </Modal>
  );
}

/** The two steps' state, their checks, and the deletion (then the session ends here and the browser goes home). */
function useDeleteAccount(email: string, onOpenChange: (open: boolean) => void) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [word, setWord] = useState("");
  const [typedEmail, setTypedEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: () => billingApi.deleteAccount(),
    onSuccess: async (res) => {
      toast.success(translateMessage(t, res.message, "billing.messages.accountDeleted"));
      // The server ended the session with the account; this clears the token and the cached user here.
      await signOut();
      await navigate("/", { replace: true });
    },
  });

  const reset = () => {
    setStep(1);
    setWord("");
    setTypedEmail("");
    setFieldError(null);
    remove.reset();
  };

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const submitStep1 = (e: FormEvent) => {
    e.preventDefault();
    if (word !== DELETE_WORD) {
      setFieldError(t("profile.delete.typeDeleteError"));
      return;
    }
    setFieldError(null);
    setStep(2);
  };

  const submitStep2 = (e: FormEvent) => {
    e.preventDefault();
    if (typedEmail.trim() !== email) {
      setFieldError(t("profile.delete.emailError"));
      return;
    }
    setFieldError(null);
    remove.mutate();
  };
  return { step, setStep, word, setWord, typedEmail, setTypedEmail, fieldError, setFieldError, remove, changeOpen, submitStep1, submitStep2 };
}

/** One step: the field to type into, what went wrong, and Back (or Cancel) beside the step's button. */
function StepForm({
  onSubmit,
  label,
  hint,
  error,
  input,
  failure,
  back,
  submitLabel,
  busy,
}: {
  onSubmit(e: FormEvent): void;
  label: string;
  hint?: string;
  error: string | null;
  input: ComponentProps<typeof Input>;
  failure?: string | null;
  back: { label: string; onClick(): void; disabled?: boolean };
  submitLabel: string;
  busy?: boolean;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={label} hint={hint} error={error ?? undefined}>
        <Input {...input} autoComplete="off" spellCheck={false} autoFocus />
      </Field>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={back.disabled} onClick={back.onClick}>
          {back.label}
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
