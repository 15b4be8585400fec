import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 176;

/**
 * The otpauth:// link as a QR code for the authenticator app to scan, drawn in the browser:
 * the secret never leaves the page for an image service.
 */
export function TotpQrCode({ url, label }: { url: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(url, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }).then((data) => {
      if (current) setImage(data);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return image ? (
    <img src={image} alt={label} width={SIZE} height={SIZE} />
  ) : (
    <Skeleton width={SIZE} height={SIZE} radius="sm" />
  );
}
