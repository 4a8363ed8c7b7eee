import { useEffect, useRef, useState } from 'react';
import { barcodeSymbology, symbologyName } from '../item-logic.ts';

/**
 * The item's barcode as a scannable symbol (INVENTORY.md): EAN-13 for 13 digits with a valid check digit,
 * Code 128 otherwise, drawn as SVG by JsBarcode, loaded on first use so it stays out of the entry bundle.
 */
export function ItemBarcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  const symbology = barcodeSymbology(value);

  useEffect(() => {
    let cancelled = false;
    void import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (cancelled || !svg.current) return;
        JsBarcode(svg.current, value, {
          format: symbology,
          height: 64,
          width: 2,
          margin: 8,
          fontSize: 16,
          background: '#ffffff',
          lineColor: '#000000',
          valid: (ok: boolean) => setFailed(!ok),
        });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [value, symbology]);

  return (
    <figure className="item-barcode">
      {failed ? (
        <p className="muted">This barcode cannot be drawn.</p>
      ) : (
        <svg ref={svg} role="img" aria-label={`Barcode ${value} (${symbologyName(symbology)})`} data-symbology={symbology} />
      )}
      <figcaption className="muted">
        {symbologyName(symbology)}: <span className="numeric">{value}</span>
      </figcaption>
    </figure>
  );
}
