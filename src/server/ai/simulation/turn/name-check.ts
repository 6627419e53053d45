import type { Turn } from "./turn";

/**
 * "Is this Sam?" to Michael, "Kas räägin Kadriga?" to Liis: at the start of a call the salesperson asks for someone
 * by a name that is not the customer's, and the customer says who it is before anything else. A name in another
 * grammatical case ("Ольгой" for Ольга, "Kadriga" for Kadri) is the same name: the first three letters decide.
 */
export function asksForSomeoneElse(t: Turn): boolean {
  if (t.s.turn > 2) return false;
  const asked = t.pack.nameCheck.exec(t.message)?.[1];
  if (!asked) return false;
  const same = (name: string) => {
    const own = name.toLocaleLowerCase();
    const n = Math.min(3, own.length, asked.length);
    return asked.toLocaleLowerCase().slice(0, n) === own.slice(0, n);
  };
  // "Is this Harbor & Finch?" asks for the company, rightly.
  return !same(t.persona.name.split(" ")[0] ?? t.persona.name) && !same(t.persona.company);
}
