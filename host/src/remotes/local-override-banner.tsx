import { Alert, Button } from '@portal/shared-ui/shell';
import { endOverrides, useOverrides } from './local-override';

/** Over every page while a local build is set: whose, from where, and the way back in one click. */
export default function LocalOverrideBanner() {
  const outcomes = useOverrides();
  if (outcomes.length === 0) return null;
  const refused = outcomes.filter((outcome) => outcome.problems.length > 0);
  const back = (
    <Button
      size="small"
      onClick={() => {
        endOverrides();
        window.location.reload();
      }}
    >
      Torna alle versioni pubblicate
    </Button>
  );
  return (
    <Alert
      banner
      role="status"
      type={refused.length ? 'error' : 'warning'}
      data-testid="local-override-banner"
      message={outcomes
        .map((outcome) =>
          outcome.problems.length
            ? `Build locale di ${outcome.app} da ${outcome.url} non usata: ${outcome.problems.join('; ')}`
            : `Build locale di ${outcome.app} da ${outcome.url}: la vedi solo tu, in questo browser`,
        )
        .join(' · ')}
      action={back}
    />
  );
}
