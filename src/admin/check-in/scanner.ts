/**
 * The camera scanner of the check-in screen, loaded only when staff start the camera (a dynamic
 * import, so no other page and not even the check-in page's first load carries it). The browser's
 * own `BarcodeDetector` where it reads QR codes (Chrome on Android, Safari 17+); elsewhere (desktop
 * browsers, WeChat's) the `barcode-detector` ponyfill on zxing-wasm, whose `.wasm` file comes from
 * this site's build, never a CDN (ADR 033).
 */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}

async function qrDetector(): Promise<Detector> {
  const native = (
    globalThis as {
      BarcodeDetector?: { getSupportedFormats(): Promise<string[]>; new (o: { formats: string[] }): Detector }
    }
  ).BarcodeDetector
  if (native && (await native.getSupportedFormats()).includes('qr_code')) return new native({ formats: ['qr_code'] })
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ])
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  })
  return new BarcodeDetector({ formats: ['qr_code'] })
}

/** Starts the back camera into `video` and reports each QR code read; resolves to the stop function. */
export async function startScanner(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const detector = await qrDetector()
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
  video.srcObject = stream
  await video.play()
  let running = true
  const tick = async () => {
    if (!running) return
    try {
      if (video.readyState >= 2) for (const code of await detector.detect(video)) onCode(code.rawValue)
    } catch {
      // A frame that could not be read: the next one will be.
    }
    if (running) window.setTimeout(tick, 150)
  }
  void tick()
  return () => {
    running = false
    for (const track of stream.getTracks()) track.stop()
    video.srcObject = null
  }
}
