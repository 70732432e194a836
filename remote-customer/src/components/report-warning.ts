import type { RequestCreated } from '@portal/contracts/api/requests';
import type { App } from '@portal/shared-ui';

/** How long the report's warning stays: long enough to read it on a phone. */
export const WARNING_TOAST_SECONDS = 10;

type Message = ReturnType<typeof App.useApp>['message'];

/**
 * Spec 001 §2.2: a saved request's warning (a company not active, recent protests) as a toast,
 * which outlives the screen when the report opens. The wizard and the foreign purchase say it.
 */
export function warnOfReport(message: Message, created: Pick<RequestCreated, 'showWarning' | 'warningMessage'>) {
  if (created.showWarning && created.warningMessage)
    void message.warning({ content: created.warningMessage, duration: WARNING_TOAST_SECONDS });
}
