import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { ADMIN_KEYS, adminApi } from "./api/admin-api";
import { ListStates, PanelHeader } from "./components/list-states";
import { CompaniesTable, Pager, UsersTable } from "./components/tables";
import { CreateCompanyForm } from "./create-company-form";
import { CreateUserForm } from "./create-user-form";

/** The value once it has stopped changing for `ms` (one request per pause in typing, not per key). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function SearchBox({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const id = useId();
  return (
    <div className="relative max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <Input id={id} type="search" className="pl-9" placeholder={label} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The create-form toggle: the form when open, otherwise the placeholder text (spec 3 §2). */
function CreateToggle({
  open,
  onToggle,
  label,
  placeholder,
  children,
}: {
  open: boolean;
  onToggle(): void;
  label: string;
  placeholder: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="space-y-4">
      {open ? (
        children
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-600 dark:text-slate-400">{placeholder}</p>
          <Button onClick={onToggle} aria-expanded={false}>
            <Plus className="h-4 w-4" aria-hidden />
            {label}
          </Button>
        </div>
      )}
    </Card>
  );
}

interface Paged {
  pagination: { page: number; pages: number; total: number };
}

interface ListPanelProps<T extends Paged> {
  /** The phrase-book section of the list (admin.companies or admin.users) and of its create form. */
  kind: "companies" | "users";
  createKey: "createCompany" | "createUser";
  form(close: () => void): React.ReactNode;
  queryKey(term: string, page: number): readonly unknown[];
  fetch(term: string, page: number, signal: AbortSignal): Promise<T>;
  table(data: T): React.ReactNode;
}

/** A searchable, paged list of everything of one kind, with its create form above it (beyond spec 3 §2). */
function ListPanel<T extends Paged>({ kind, createKey, form, queryKey, fetch, table }: ListPanelProps<T>) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim(), 300);
  const query = useQuery({
    queryKey: queryKey(term, page),
    queryFn: ({ signal }) => fetch(term, page, signal),
    placeholderData: keepPreviousData,
  });
  const heading = `admin-${kind}-heading`;
  return (
    <section aria-labelledby={heading} className="space-y-4">
      <CreateToggle open={creating} onToggle={() => setCreating(true)} label={t(`admin.${createKey}.toggle`)} placeholder={t(`admin.${createKey}.placeholder`)}>
        {form(() => setCreating(false))}
      </CreateToggle>
      <PanelHeader
        id={heading}
        title={t(`admin.${kind}.title`)}
        count={query.data ? t(`admin.${kind}.count`, { count: query.data.pagination.total }) : undefined}
        query={query}
      />
      <SearchBox
        label={t(`admin.${kind}.search`)}
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
      />
      <ListStates query={query} empty={t(`admin.${kind}.empty`)} isEmpty={false}>
        {query.data ? (
          <div className="space-y-3">
            {table(query.data)}
            <Pager page={query.data.pagination.page} pages={query.data.pagination.pages} onPage={setPage} />
          </div>
        ) : null}
      </ListStates>
    </section>
  );
}

export function CompaniesPanel() {
  return (
    <ListPanel
      kind="companies"
      createKey="createCompany"
      form={(close) => <CreateCompanyForm onCancel={close} />}
      queryKey={(term, page) => ADMIN_KEYS.companies(term, page)}
      fetch={(term, page, signal) => adminApi.companies(term, page, undefined, signal)}
      table={(data) => <CompaniesTable companies={data.companies} />}
    />
  );
}

export function UsersPanel() {
  return (
    <ListPanel
      kind="users"
      createKey="createUser"
      form={(close) => <CreateUserForm onCancel={close} />}
      queryKey={ADMIN_KEYS.users}
      fetch={adminApi.users}
      table={(data) => <UsersTable users={data.users} />}
    />
  );
}
