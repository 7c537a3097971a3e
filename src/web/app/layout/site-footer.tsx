import { AtSign, Camera, Mail } from "lucide-react";
import { Link } from "react-router";
import { contactMailto, siteConfig } from "../../../shared/site-config";
import { LogoMark } from "../../components/ui/logo-mark";
import { useNow } from "../../lib/use-now";

const headingClass = "font-semibold text-sm text-white uppercase tracking-wider";
/** Each link is a whole 44 px row to tap, on a phone as on a desktop. */
const linkClass = "inline-flex min-h-11 min-w-11 items-center rounded text-slate-300 hover:text-white";

/** The footer of every main-site page (site.md 2.3). */
export function SiteFooter() {
  const year = useNow().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300 dark:bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <Link to="/" className="flex min-h-11 w-fit items-center gap-2 rounded-lg font-extrabold text-lg text-white">
            <LogoMark className="size-8" />
            {siteConfig.brandName}
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            Party games for phones and browsers, made to get a room laughing in the first minute: no setup, no sign-up,
            just friends and a good prompt.
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-2 text-sm">
            <li>
              <Link to="/" className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <Link to="/#games" className={linkClass}>
                Our Games
              </Link>
            </li>
            <li>
              <Link to="/#about" className={linkClass}>
                About Us
              </Link>
            </li>
            <li>
              <a href={siteConfig.links.downloadPage} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Download Apps
              </a>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Connect With Us</h2>
          <ul className="mt-2 text-sm">
            <li>
              <a href={contactMailto} className={`${linkClass} gap-2`}>
                <Mail className="size-4" aria-hidden="true" />
                {siteConfig.contactEmail}
              </a>
            </li>
            <li>
              <a
                href={siteConfig.links.photoSocial}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} gap-2`}
              >
                <Camera className="size-4" aria-hidden="true" />
                Instagram
              </a>
            </li>
            <li>
              <a
                href={siteConfig.links.microblog}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} gap-2`}
              >
                <AtSign className="size-4" aria-hidden="true" />X (Twitter)
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-slate-800 border-t">
        {/* Room below the last links: at the end of a page the floating Feedback button sits there, not on them. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 pb-24 text-slate-400 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © <span data-testid="copyright-year">{year}</span> {siteConfig.brandName}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms &amp; Conditions
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
