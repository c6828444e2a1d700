import classes from './SkipLink.module.css';

/** First focusable element of every layout: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <a href="#main-content" className={classes.skipLink}>
      Skip to main content
    </a>
  );
}
