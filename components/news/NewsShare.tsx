import { CopyLinkButton } from './CopyLinkButton';
import styles from './NewsShare.module.scss';

/** Share links of an article: messengers and social networks Russian readers use, and a copy button. */
export function NewsShare({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const targets = [
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: 'ВКонтакте', href: `https://vk.com/share.php?url=${u}&title=${t}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
  ];
  return (
    <div className={styles.share} role="group" aria-labelledby="news-share">
      <p className={styles.label} id="news-share">
        Поделиться
      </p>
      <ul className={styles.list}>
        {targets.map((target) => (
          <li key={target.name}>
            <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
              {target.name}
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton url={url} />
        </li>
      </ul>
    </div>
  );
}
