import type ModalComponent from './Modal';

type ModalModule = { default: typeof ModalComponent };

let modal: Promise<ModalModule | undefined> | undefined;

/**
 * The modal's code, styles and the plugin's options, fetched once, on the first sign of intent: a
 * pointer over the button, its focus, or a shortcut. A fetch that fails (offline) is reported,
 * resolves to nothing, and is tried again on the next intent.
 */
export function loadModal(): Promise<ModalModule | undefined> {
  modal ??= import('./Modal').catch((error: unknown) => {
    modal = undefined;
    console.error(error);
    return undefined;
  });
  return modal;
}
