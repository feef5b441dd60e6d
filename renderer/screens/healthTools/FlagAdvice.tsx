/**
 * A result's flags as a list: for each, the tool definition's advice and the link to the portal's
 * service that helps (the tool's `flags` in services.json). The health check and the lifestyle
 * questionnaire show their flags this one way.
 */
import { useTranslation } from 'react-i18next';
import type { HealthTool } from '../../../generated/config-types';
import { PortalLink } from '../../routing/PortalLink';

export function FlagAdvice({ flags, tool, testId }: { flags: readonly string[]; tool: HealthTool; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="health-result__flags" data-testid={testId}>
      {flags.map((flag) => {
        const entry = tool.flags?.[flag as keyof NonNullable<HealthTool['flags']>];
        return (
          <li key={flag} data-flag={flag}>
            <p>{entry ? t(entry.advice) : null}</p>
            {entry?.link ? (
              <PortalLink to={entry.link.to} className="link-button link-button--secondary">
                {t(entry.link.label)}
              </PortalLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
