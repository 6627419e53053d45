import { describe, expect, it } from "vitest";
import { isConcrete, readTimeSlots, renderTimeSlot } from "./slots";

const said = (text: string, language: "en" | "et" | "es" | "ru") =>
  readTimeSlots(text, language)
    .filter(isConcrete)
    .map((s) => renderTimeSlot(s, language));

describe("time slots", () => {
  it("reads one and several offered times and says them back in the customer's grammar", () => {
    expect(said("How about Tuesday at 10 or Thursday at 2pm?", "en")).toEqual(["Tuesday at 10 am", "Thursday at 2 pm"]);
    expect(said("homme kell 10 või reedel 13.30?", "et")).toEqual(["homme kell 10", "reedel kell 13.30"]);
    expect(said("Kas neljapäev kell 14 sobib?", "et")).toEqual(["neljapäeval kell 14"]);
    expect(said("¿Le va bien El martes a las 10?", "es")).toEqual(["el martes a las 10"]);
    expect(said("¿mañana a las 9 o el jueves por la tarde?", "es")).toEqual(["mañana a las 9", "el jueves por la tarde"]);
    expect(said("завтра в 10 утра или в пятницу в 3 дня", "ru")).toEqual(["завтра в 10:00", "в пятницу в 15:00"]);
    expect(said("Давайте в четверг в 14:00?", "ru")).toEqual(["в четверг в 14:00"]);
  });

  it("does not take a plain 'today' or a number for a time", () => {
    expect(said("How do you handle this today?", "en")).toEqual([]);
    expect(said("We have 40 people and 3 sites.", "en")).toEqual([]);
    expect(said("¿Cómo lo gestionan hoy?", "es")).toEqual([]);
    expect(said("Как вы это делаете сегодня?", "ru")).toEqual([]);
  });
});
