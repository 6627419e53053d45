import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

/** What an admin form created, with a way to create another or close the form. */
export function CreatedNotice({
  testId,
  anotherLabel,
  onAnother,
  onClose,
  children,
}: {
  testId: string;
  anotherLabel: string;
  onAnother(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid={testId}>
      <Alert kind="success">{children}</Alert>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onAnother}>
          {anotherLabel}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t("admin.close")}
        </Button>
      </div>
    </div>
  );
}
