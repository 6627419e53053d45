import type { Language } from "../../../contract/languages";

/**
 * How a salesperson addresses the customer: words that only the informal (tú, ты, sina) or only the formal
 * (usted, вы, teie) register uses. The customer mirrors the latest one it heard. English has none.
 */
export const REGISTER: Partial<Record<Language, { informal: RegExp; formal: RegExp }>> = {
  es: {
    informal: /(?<!\p{L})(?:tú|contigo|tienes|puedes|quieres|sabes|estás|eres|usas|necesitas|cuéntame|dime|oye|te\s+parece|te\s+viene|te\s+va)(?!\p{L})/iu,
    formal: /(?<!\p{L})(?:usted|ustedes|cuénteme|dígame|oiga|le\s+parece|le\s+viene|le\s+va)(?!\p{L})/iu,
  },
  ru: {
    informal: /(?<!\p{L})(?:ты|тебе|тебя|тобой|твой|твоя|твои|твоё|твоего|скажи|слушай|можешь|хочешь|знаешь|используешь|расскажи)(?!\p{L})/iu,
    formal: /(?<!\p{L})(?:вы|вам|вас|вами|ваш|ваша|ваши|ваше|вашей|вашего|скажите|послушайте|можете|хотите|знаете|используете|расскажите)(?!\p{L})/iu,
  },
  et: {
    informal: /(?<!\p{L})(?:sina|sa|sul|sinu|sind|sinuga|sulle|oled|saad|tahad|tead|kasutad|räägi|ütle|kuule)(?!\p{L})/iu,
    formal: /(?<!\p{L})(?:teie|te|teil|teid|teiega|teile|olete|saate|tahate|teate|kasutate|rääkige|öelge|kuulge)(?!\p{L})/iu,
  },
};

/** The register of a message, if it shows one (the informal one wins when both appear). */
export function registerOf(text: string, language: Language): "formal" | "informal" | null {
  const r = REGISTER[language];
  if (!r) return null;
  if (r.informal.test(text)) return "informal";
  if (r.formal.test(text)) return "formal";
  return null;
}
