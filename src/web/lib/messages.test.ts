import i18next from "i18next";
import { describe, expect, it } from "vitest";
import et from "../locales/et.json";
import { ApiError } from "./api";
import { translateError, translateKeyedError, translateKeyedMessage, translateMessage } from "./messages";

const i18n = i18next.createInstance();
void i18n.init({ resources: { et: { translation: et } }, lng: "et", initAsync: false });
const t = i18n.t;

describe("translateMessage", () => {
  it("translates by the server's key, whatever English words came with it", () => {
    expect(translateMessage(t, "The e-mail or the password is wrong", "forgot.failed", "auth.invalidCredentials")).toBe(et.messages.invalidCredentials);
  });

  it("translates words that came without a key by the contract's key for them", () => {
    expect(translateMessage(t, "Something went wrong. Please try again.", "forgot.failed")).toBe(et.messages.generic);
  });

  it("shows the server's words for a key the phrase books do not know, and for words of no key", () => {
    expect(translateMessage(t, "A message of a newer server", "forgot.failed", "auth.somethingNew")).toBe("A message of a newer server");
    expect(translateMessage(t, "A message of a newer server", "forgot.failed", "nodomain.thing")).toBe("A message of a newer server");
    expect(translateMessage(t, "Words no domain lists", "forgot.failed")).toBe("Words no domain lists");
  });

  it("falls back to the screen's own words when the server said nothing", () => {
    expect(translateMessage(t, undefined, "forgot.failed")).toBe(et.forgot.failed);
  });
});

describe("translateError", () => {
  it("translates a failed call by the key of its body", () => {
    const error = new ApiError(401, { error: "Reworded in English", code: "UNAUTHORIZED", reason: "auth.invalidCredentials" });
    expect(translateError(t, error, "forgot.failed")).toBe(et.messages.invalidCredentials);
  });

  it("uses the fallback for anything that is not a failed call", () => {
    expect(translateError(t, new Error("boom"), "forgot.failed")).toBe(et.forgot.failed);
  });
});

describe("translateKeyedError and translateKeyedMessage", () => {
  it("translate by the key like translateError", () => {
    const error = new ApiError(401, { error: "Reworded in English", code: "UNAUTHORIZED", reason: "auth.invalidCredentials" });
    expect(translateKeyedError(t, error, "forgot.failed")).toBe(et.messages.invalidCredentials);
    expect(translateKeyedMessage(t, "Network error. Check your connection and try again.", "forgot.failed")).toBe(et.messages.network);
  });

  it("prefer the screen's own words to the server's generic failure", () => {
    const failed = new ApiError(500, { error: "Something went wrong. Please try again.", code: "INTERNAL", reason: "common.generic" });
    expect(translateKeyedError(t, failed, "forgot.failed")).toBe(et.forgot.failed);
  });

  it("show the screen's own words for words without a key, never English ones", () => {
    const unavailable = new ApiError(503, { error: "The service is temporarily unavailable. Please try again in a moment.", code: "UNAVAILABLE" });
    expect(translateKeyedError(t, unavailable, "forgot.failed")).toBe(et.forgot.failed);
    expect(translateKeyedMessage(t, "Too small: expected string to have >=1 characters", "forgot.failed")).toBe(et.forgot.failed);
    expect(translateKeyedError(t, new Error("boom"), "forgot.failed")).toBe(et.forgot.failed);
  });

  it("show the server's words for a key the phrase books do not know yet", () => {
    expect(translateKeyedMessage(t, "A message of a newer server", "forgot.failed", "auth.somethingNew")).toBe("A message of a newer server");
  });
});
