import type { RecognizerFactory } from "./recognizer";

/** Browsers without speech recognition (Firefox) can still record. */
export function browserCanRecord(): boolean {
  return typeof window !== "undefined" && "MediaRecorder" in window && !!navigator.mediaDevices?.getUserMedia;
}

function errorCode(e: unknown): string {
  const name = e instanceof Error || e instanceof DOMException ? e.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "not-allowed";
  if (name === "NotFoundError" || name === "NotReadableError" || name === "OverconstrainedError") return "audio-capture";
  return "start-failed";
}

/**
 * A recogniser made of the microphone and the server: it records while listening, and on stop sends the recording
 * to be transcribed, delivering the text as one final result. No interim words, so no hands-free sending.
 */
export function recordingRecognizer(transcribe: (audio: Blob) => Promise<string>): RecognizerFactory {
  return (_options, events) => {
    let recorder: MediaRecorder | null = null;
    let stream: MediaStream | null = null;
    let dropped = false;
    const chunks: Blob[] = [];
    const release = () => stream?.getTracks().forEach((t) => t.stop());

    return {
      start() {
        void navigator.mediaDevices
          .getUserMedia({ audio: true })
          .then((s) => {
            stream = s;
            if (dropped) {
              release();
              events.onEnd();
              return;
            }
            recorder = new MediaRecorder(s);
            recorder.ondataavailable = (e) => {
              if (e.data.size > 0) chunks.push(e.data);
            };
            recorder.onstop = () => {
              release();
              const audio = new Blob(chunks, { type: recorder?.mimeType || "audio/webm" });
              if (dropped || audio.size === 0) {
                events.onEnd();
                return;
              }
              transcribe(audio)
                .then((text) => {
                  if (text.trim()) events.onResult({ transcript: text, isFinal: true, confidence: 1 });
                })
                .catch(() => events.onError("transcription-failed"))
                .finally(() => events.onEnd());
            };
            recorder.start();
            events.onStart();
          })
          .catch((e: unknown) => {
            events.onError(errorCode(e));
            events.onEnd();
          });
      },
      stop() {
        if (recorder && recorder.state !== "inactive") recorder.stop();
        else dropped = true;
      },
      abort() {
        dropped = true;
        if (recorder && recorder.state !== "inactive") recorder.stop();
      },
    };
  };
}
