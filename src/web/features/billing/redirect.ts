/** Where the browser goes for a checkout or the billing portal (a full page load); a seam for tests. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
