import { describe, expect, it } from "vitest";
import { csvCell } from "./export";

describe("CSV cells", () => {
  it("quotes every cell, doubles inner quotes and neutralises spreadsheet formulas", () => {
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 555")).toBe('"\'+1 555"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(7)).toBe('"7"');
  });
});
