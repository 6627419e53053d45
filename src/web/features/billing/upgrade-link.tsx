import { Link, type LinkProps, useLocation } from "react-router";
import { pricingHref } from "./pricing-link";

/**
 * A link to the plans from an upgrade prompt: after paying, the buyer comes back to this page (the checkout's
 * return path) and sees what the new plan unlocks. `change` opens the plan-change view.
 */
export function UpgradeLink({ change, ...props }: Omit<LinkProps, "to"> & { change?: boolean }) {
  const location = useLocation();
  return <Link {...props} to={pricingHref(location, change ? { change: "true" } : {})} />;
}
