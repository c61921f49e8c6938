import { PageHeading } from '@/components/ui/PageHeading';
import { Picture } from '@/components/ui/Picture';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { plural } from '@/lib/format/number';
import { typograph } from '@/lib/text/typography';
import styles from './TeamPage.module.scss';

/**
 * The project team (`/api/team/`): each company with its part of the project, and the person who leads it
 * with a portrait (or, without one, a name card), a position and a word about the house.
 */
export async function TeamPage() {
  const team = await pageData(() => getServerApi().team());
  return (
    <>
      <PageHeading eyebrow="О проекте" title="Команда">
        {typograph(`В проекте ${team.length} ${plural(team.length, ['компания', 'компании', 'компаний'])}: от архитектуры и ландшафта до сервиса, который встретит жителей.`)}
      </PageHeading>
      <ul className={styles.team}>
        {team.map((member) => (
          <li key={member.id} className={styles.member}>
            {member.lead?.photo ? (
              <figure className={styles.person}>
                <Picture className={styles.portrait} src={member.lead.photo} alt={`${member.lead.name}, ${member.lead.position.toLowerCase()}`} width={600} height={800} />
                <figcaption>
                  <p className={styles.personName}>{member.lead.name}</p>
                  <p className={styles.position}>{typograph(member.lead.position)}</p>
                </figcaption>
              </figure>
            ) : member.lead ? (
              <div className={styles.nameCard} data-testid="team-name-card">
                <span className={styles.cardRule} aria-hidden="true" />
                <p className={styles.cardName}>{member.lead.name}</p>
                <p className={styles.cardPosition}>{typograph(member.lead.position)}</p>
              </div>
            ) : null}
            <div className={styles.company}>
              <p className={styles.role}>{typograph(member.role)}</p>
              <h2 className={styles.name}>{typograph(member.name)}</h2>
              <p className={styles.description}>{typograph(member.description)}</p>
              {member.lead ? (
                <blockquote className={styles.quote}>
                  <p>{typograph(`«${member.lead.quote}»`)}</p>
                </blockquote>
              ) : null}
              {/* eslint-disable-next-line @next/next/no-img-element -- the company's mark, a small SVG from the CMS */}
              <img className={styles.logo} src={member.logo} alt={`Знак: ${member.name}`} width={160} height={48} loading="lazy" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
