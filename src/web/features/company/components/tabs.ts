/** Underlined tab triggers shared by the company screen and its dialogs (Radix Tabs: arrow keys move between tabs). */
export const tabTriggerClass =
  "-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 " +
  "data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:text-white " +
  "dark:data-[state=active]:border-brand-500 dark:data-[state=active]:text-white";
