import { useEffect, useRef } from "react";
import type { VoiceChat } from "../components/voice-controls";
import type { VoiceSession } from "./use-voice-session";

/**
 * Speaks the customer: the opening line when the call has just started, and each reply as it streams in, sentence by
 * sentence. Nothing while read-aloud is off.
 */
export function useSpokenReplies(chat: VoiceChat, readAloud: boolean, voice: VoiceSession) {
  // React may batch a fast stream into one render, so the finished message is the authority: whatever of it was not
  // fed yet is spoken at the end.
  const fed = useRef<string | null>(null);
  const replies = chat.messages.filter((m) => m.role === "assistant");
  const replyCount = useRef(replies.length);
  const newest = replies.at(-1)?.content ?? "";
  useEffect(() => {
    const arrived = replies.length > replyCount.current;
    replyCount.current = replies.length;
    if (chat.streaming !== null) {
      if (!readAloud) return;
      if (fed.current === null) {
        fed.current = "";
        voice.beginReply();
      }
      const piece = chat.streaming.slice(fed.current.length);
      if (piece) voice.feedReply(piece);
      fed.current = chat.streaming;
      return;
    }
    const sofar = fed.current;
    fed.current = null;
    if (!readAloud || !arrived) return;
    if (sofar === null) voice.speak(newest);
    else {
      const done = sofar.trim();
      if (newest.startsWith(done)) voice.feedReply(newest.slice(done.length));
      voice.endReply();
    }
  }, [chat.streaming, replies.length, newest, readAloud, voice]);

  // The customer's opening line, when the call has just started.
  const greeted = useRef(false);
  useEffect(() => {
    if (greeted.current) return;
    greeted.current = true;
    if (readAloud && chat.messages.length === 1 && chat.messages[0]?.role === "assistant") voice.speak(chat.messages[0].content);
  }, [chat.messages, readAloud, voice]);
}
