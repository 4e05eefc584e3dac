import { useEffect, useRef, useState, type RefObject } from "react";
import { createQrReader, type QrReader } from "./qr-detector";

export type CameraState =
  | { kind: "starting" }
  | { kind: "scanning" }
  /** denied: the person or the site's policy said no; missing: no camera; busy: in use or broken; reader: no QR reader */
  | { kind: "failed"; reason: "denied" | "missing" | "busy" | "reader" };

/** A frame is read this often: often enough to feel instant, rare enough to leave a cheap laptop's CPU alone. */
const READ_EVERY_MS = 150;

/**
 * The device camera (the back one on phones) playing in `videoRef`, each frame read for a QR code; `onRead` gets the
 * text of every code seen. Everything stops when the component unmounts (docs/product.md §2.14).
 */
export function useCameraScan(videoRef: RefObject<HTMLVideoElement | null>, onRead: (text: string) => void): CameraState {
  const [state, setState] = useState<CameraState>({ kind: "starting" });
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (reason: Extract<CameraState, { kind: "failed" }>["reason"]) => {
      if (!stopped) setState({ kind: "failed", reason });
    };

    async function start() {
      // an insecure page (plain http on a LAN address) has no mediaDevices at all
      if (!navigator.mediaDevices?.getUserMedia) return fail("missing");
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      } catch (error) {
        return fail(cameraFailure(error));
      }
      const video = videoRef.current;
      // closed while the browser was asking: let the camera go at once
      if (stopped || !video) return stream.getTracks().forEach((track) => track.stop());
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      let read: QrReader;
      try {
        read = await createQrReader();
      } catch {
        return fail("reader");
      }
      if (stopped) return;
      setState({ kind: "scanning" });
      const tick = async () => {
        if (stopped) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          const text = await read(video).catch(() => null);
          if (text && !stopped) onReadRef.current(text);
        }
        if (!stopped) timer = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    }

    void start();
    const video = videoRef.current;
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video) video.srcObject = null;
    };
  }, [videoRef]);

  return state;
}

function cameraFailure(error: unknown): "denied" | "missing" | "busy" {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "TypeError") return "missing";
  return "busy";
}
