/**
 * `<VideoEmbed url="https://www.youtube-nocookie.com/embed/ID" title="…" />`: a responsive 16:9 video. The
 * player (and any request to the video host) loads only when the reader presses Play, so a page with a
 * video stays fast and makes no outside request on load. Without JavaScript, the link opens the video.
 */
import React, {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

export default function VideoEmbed({url, title}: {readonly url: string; readonly title: string}): ReactNode {
  const [playing, setPlaying] = useState(false);
  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            src={url + (url.includes('?') ? '&' : '?') + 'autoplay=1'}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <a
            href={url}
            className={styles.play}
            onClick={(e) => {
              e.preventDefault();
              setPlaying(true);
            }}>
            <span className={styles.icon} aria-hidden="true" />
            <span>Play video: {title}</span>
          </a>
        )}
      </div>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
