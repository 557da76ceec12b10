import { useCallback, useRef } from 'react';
import { loadScript } from '@/lib/load-script';
import { GOOGLE_IDENTITY_SCRIPT } from '../google-identity';

interface GoogleSignInOptions {
  clientId: string | null | undefined;
  onCredential: (credential: string) => void;
  onError: () => void;
}

/**
 * Loads Google Identity Services on first use, then offers the account chooser and renders
 * Google's own button into `buttonHostRef` for browsers that suppress the prompt.
 */
export function useGoogleSignIn({ clientId, onCredential, onError }: GoogleSignInOptions) {
  const buttonHostRef = useRef<HTMLDivElement>(null);

  const start = useCallback(async () => {
    if (!clientId) return onError();
    try {
      await loadScript(GOOGLE_IDENTITY_SCRIPT);
      const api = window.google?.accounts.id;
      if (!api) return onError();
      api.initialize({
        client_id: clientId,
        ux_mode: 'popup',
        use_fedcm_for_prompt: true,
        callback: ({ credential }) => (credential ? onCredential(credential) : onError()),
      });
      if (buttonHostRef.current) {
        api.renderButton(buttonHostRef.current, { theme: 'outline', size: 'large', text: 'continue_with', width: 280 });
      }
      api.prompt();
    } catch {
      onError();
    }
  }, [clientId, onCredential, onError]);

  return { start, buttonHostRef };
}
