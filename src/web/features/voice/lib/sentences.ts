/**
 * Cuts streamed text into sentences as they complete, so the customer's reply can be spoken while it is still
 * being written. A sentence ends at . ! ? … (and runs of them) followed by a space or a line break.
 */
export class SentenceBuffer {
  private text = "";

  /** Adds a piece of text; returns the sentences it completed. */
  push(piece: string): string[] {
    this.text += piece;
    const out: string[] = [];
    const boundary = /[.!?…]+["»”')\]]*(?:\s+|$)/gu;
    let start = 0;
    let match: RegExpExecArray | null;
    while ((match = boundary.exec(this.text))) {
      const end = match.index + match[0].length;
      // At the very end of the buffer the sentence may go on ("3." of "3.5"): wait for the next piece.
      if (end === this.text.length && !/\s$/.test(match[0])) break;
      const sentence = this.text.slice(start, end).trim();
      if (sentence) out.push(sentence);
      start = end;
    }
    this.text = this.text.slice(start);
    return out;
  }

  /** The rest, at the end of the reply. */
  flush(): string[] {
    const rest = this.text.trim();
    this.text = "";
    return rest ? [rest] : [];
  }
}

/** A whole text as sentences (for speaking a finished message). */
export function splitSentences(text: string): string[] {
  const buffer = new SentenceBuffer();
  return [...buffer.push(text), ...buffer.flush()];
}
