/**
 * The footer (SPEC §2 Footer): logo, design-system name and build version,
 * "About us" with the company wiki and the privacy policy, cookie settings,
 * and for authorized readers the feedback block.
 */
import { displayBuildVersion } from '../../core/page/build-version';
import { useAuthorizationContext } from '../state/authorization-context';
import { useRouter } from '../routing/router-context';
import { HarborLogo } from '../icons/HarborLogo';
import { Icon } from '../icons/Icon';
import { ExternalLink } from '../links/ExternalLink';
import { CookieSettings } from '../consent/CookieSettings';
import './footer.css';

export function Footer() {
  const { data } = useRouter();
  const { isAuthorized } = useAuthorizationContext();
  const { site } = data;

  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <HarborLogo size={40} />
          <div>
            <p className="footer__name">{`${site.designSystemName} Design System`}</p>
            <p className="footer__version">{`Version ${displayBuildVersion(data.buildVersion)}`}</p>
          </div>
        </div>
        <section className="footer__block" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__heading">
            About us
          </h2>
          <ul className="footer__links">
            <li>
              <ExternalLink href={site.companyWikiUrl}>Company wiki</ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.privacyPolicyUrl}>Privacy policy</ExternalLink>
            </li>
            <li>
              <CookieSettings />
            </li>
          </ul>
        </section>
        {isAuthorized && site.teamChannelUrl !== '' ? (
          <section className="footer__block footer__feedback" aria-labelledby="footer-feedback">
            <h2 id="footer-feedback" className="footer__heading">
              Report bug or share feedback
            </h2>
            <p>We welcome your feedback, and let us know if anything is not working as it should.</p>
            <a className="button button--primary" href={site.teamChannelUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="message" size={16} />
              <span>{`Message Team ${site.teamName}`}</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </section>
        ) : null}
      </div>
    </footer>
  );
}
