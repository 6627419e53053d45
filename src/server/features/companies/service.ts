// The companies feature's domain functions, one file per seam; routes and other features import them from here.
export * from "./scope";
export * from "./viewer";
export * from "./users";
export * from "./teams";
export * from "./company";
