import { useRef, useState } from 'react';
import { Alert, Button, Flex, Upload, type UploadProps } from 'antd';
import {
  logoIsWordmark,
  SHOP_LOGO_LIMITS as LIMITS,
  SHOP_LOGO_MESSAGES as MESSAGES,
  SHOP_LOGO_TYPES,
  type AdminShopSettings,
  type ShopLogo,
} from '@tm/contracts/shop-settings';
import { userMessage } from '@tm/platform';
import { removeShopLogo, uploadShopLogo } from './settings-api';

const ACCEPT = SHOP_LOGO_TYPES.join(',');
const HELP =
  `PNG, JPEG or WebP, at most ${LIMITS.maxBytes / 1024 / 1024} MB (SVG is not accepted). The header shows it at most ` +
  `${LIMITS.height} px high and ${LIMITS.width} px wide: a logo at least twice as wide as it is high stands for the name, ` +
  'a squarer one shows beside it. Without a logo the header shows the first letter and the name.';

/** Why a chosen file is not sent at all, or null when it may go. */
function logoRefusal(file: File): string | null {
  if (file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return MESSAGES.svg;
  if (!(SHOP_LOGO_TYPES as readonly string[]).includes(file.type)) return MESSAGES.notAnImage;
  if (file.size > LIMITS.maxBytes) return MESSAGES.tooLarge;
  return null;
}

/** The logo as the header will show it: alone (a wordmark) or beside the name. */
function LogoPreview({ logo, shopName }: { logo: ShopLogo; shopName: string }) {
  const wordmark = logoIsWordmark(logo);
  return (
    <div className="settings-logo__preview">
      <img
        src={logo.url}
        srcSet={`${logo.url} 1x, ${logo.url2x} 2x`}
        width={logo.width}
        height={logo.height}
        alt={`The logo of ${shopName}`}
      />
      {wordmark ? null : <span className="settings-logo__name">{shopName}</span>}
    </div>
  );
}

/**
 * The shop's logo on the Settings page: upload (or replace) and remove, each its own write on the server
 * (audited), apart from the form's Save. The file is checked here first (type, size) and decided by the
 * server (it decodes it); what the server says is shown under the buttons and announced.
 */
export function LogoField({
  logo,
  shopName,
  onChanged,
}: {
  logo: ShopLogo | null;
  shopName: string;
  onChanged: (saved: AdminShopSettings, message: string) => void;
}) {
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = logoRefusal(file);
    if (!refusal) return true;
    setProblem(`${file.name}: ${refusal}`);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy('upload');
    setProblem(null);
    uploadShopLogo(file as File).then(
      (saved) => {
        onChanged(saved, MESSAGES.uploaded);
        setAnnouncement(`${MESSAGES.uploaded}: the header shows it now.`);
        setBusy(null);
        onSuccess?.(saved);
      },
      (failure: unknown) => {
        setProblem(`${(file as File).name}: ${userMessage(failure, 'The logo could not be uploaded. Please try again.')}`);
        setBusy(null);
        onError?.(failure as Error);
      },
    );
  };

  async function remove() {
    if (busy) return;
    setBusy('remove');
    setProblem(null);
    try {
      const saved = await removeShopLogo();
      onChanged(saved, MESSAGES.removed);
      setAnnouncement(`${MESSAGES.removed}: the header shows the name.`);
      // Remove logo is gone with the logo: focus goes to the upload button in its place.
      requestAnimationFrame(() => boxRef.current?.querySelector<HTMLElement>('.settings-logo__upload button')?.focus());
    } catch (failure) {
      setProblem(userMessage(failure, 'The logo could not be removed. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="settings-logo" ref={boxRef} role="group" aria-labelledby="settings-logo-label">
      <div id="settings-logo-label" className="settings-logo__label">
        Logo
      </div>
      {logo ? (
        <LogoPreview logo={logo} shopName={shopName} />
      ) : (
        <p className="settings-logo__none">No logo: the header shows the first letter and the name.</p>
      )}
      <Flex gap={8} wrap align="center">
        <Upload
          className="settings-logo__upload"
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          {/* antd's Upload leaves the control to its child (hasControlInside): a real button, opening the file picker. */}
          <Button aria-describedby="settings-logo-help" loading={busy === 'upload'}>
            {busy === 'upload' ? 'Uploading logo…' : logo ? 'Replace logo' : 'Upload logo'}
          </Button>
        </Upload>
        {logo ? (
          <Button danger aria-disabled={busy !== null} loading={busy === 'remove'} onClick={() => void remove()}>
            Remove logo
          </Button>
        ) : null}
      </Flex>
      <p id="settings-logo-help" className="settings-logo__help">
        {HELP}
      </p>
      {problem ? <Alert type="error" showIcon message={problem} className="settings-logo__problem" /> : null}
      <p className="tm-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
