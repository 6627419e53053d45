// The assignments feature's domain functions, one file per seam; routes and other features import them from here.
export * from "./progress";
export * from "./manage";
export * from "./mine";
export * from "./due";
