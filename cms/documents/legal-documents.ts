/**
 * The project's legal documents as the developer publishes them: the project declaration (the sections of the
 * official form, per queue and for the whole project), the construction permit with its technical figures, and
 * the conclusion of compliance. Every figure comes from the CMS's data (cms/documents/project-data.ts) and the
 * legal facts (cms/seed/legal.ts).
 */
import { CROWN_SETBACK, PARK, SITE, buildingHeight } from '../seed/complex';
import { DEVELOPER, DEVELOPER_GROUP, ESCROW_BANK, PERMIT_ISSUER, QUEUE_LEGAL } from '../seed/legal';
import { SITE_ADDRESS } from '../seed/site-location';
import type { QueueFacts } from './project-data';
import type { Sheet } from './typeset';
import { ru, ruDate } from '../seed/ru-figures';

export const ADDRESS = SITE_ADDRESS.official;
const hectares = (m2: number) => `${ru(m2 / 10_000, 2)} га`;

const developerRows = (): Array<[string, string]> => [
  ['Фирменное наименование', DEVELOPER.legal_name],
  ['Место нахождения', DEVELOPER.address],
  ['ИНН / КПП', `${DEVELOPER.inn} / ${DEVELOPER.kpp}`],
  ['ОГРН, дата регистрации', `${DEVELOPER.ogrn}, ${ruDate(DEVELOPER.registered)}`],
  ['Генеральный директор', DEVELOPER.director],
  ['Группа компаний', DEVELOPER.brand],
  ['Режим работы', 'Пн–Пт с 9:00 до 18:00'],
];

function buildingsTable(sheet: Sheet, queues: QueueFacts[]): void {
  sheet.table(
    ['Корпус', 'Этажей', 'Секций', 'Высота, м', 'Квартир', 'Площадь квартир, м²', 'Нежилых', 'Паркинг', 'Ввод'],
    queues.flatMap((queue) => queue.buildings.map((b) => [
      b.name, String(b.floors), String(b.sections), ru(buildingHeight(b.floors), 1), String(b.flats), ru(b.flatsArea, 1), String(b.commercial + b.storerooms), String(b.parking), queue.completion,
    ])),
    [0.2, 0.08, 0.08, 0.1, 0.09, 0.14, 0.1, 0.1, 0.11],
  );
}

/** The project declaration (214-ФЗ art. 19–21): of one queue, or of the whole project when `queues` holds both. */
export function declaration(sheet: Sheet, queues: QueueFacts[]): void {
  const one = queues.length === 1 ? queues[0]! : null;
  const legal = one ? QUEUE_LEGAL[one.id]! : null;
  sheet.title('Проектная декларация', one
    ? `${one.name} жилого комплекса «Вереск»: ${one.buildings.map((b) => b.name).join(', ')}. Декларация № ${legal!.declaration.number} от ${ruDate(legal!.declaration.date)}, опубликована в ЕИСЖС: ${legal!.declaration.url}`
    : `Жилой комплекс «Вереск», все очереди. ${queues.map((q) => `${q.name}: декларация № ${QUEUE_LEGAL[q.id]!.declaration.number}, ${QUEUE_LEGAL[q.id]!.declaration.url}`).join('; ')}.`);
  sheet.heading('Раздел 1. Информация о застройщике');
  sheet.facts(developerRows());
  sheet.heading('Раздел 2. Опыт застройщика и группы компаний');
  sheet.paragraph(`${DEVELOPER.brand} — девелопер жилых и офисных проектов в центре Москвы с ${DEVELOPER_GROUP.since} года. Застройщик создан для реализации проекта «Вереск» и не ведёт другой деятельности (специализированный застройщик, 214-ФЗ ст. 2).`);
  sheet.heading('Раздел 3. Информация о проекте строительства');
  const buildings = queues.flatMap((q) => q.buildings);
  sheet.facts([
    ['Вид объекта', 'Многоквартирные жилые дома с нежилыми помещениями и подземной автостоянкой'],
    ['Адрес', ADDRESS],
    ['Количество корпусов', String(buildings.length)],
    ['Этажность', `${Math.min(...buildings.map((b) => b.floors))}–${Math.max(...buildings.map((b) => b.floors))} этажей, верхние этажи с отступом ${ru(CROWN_SETBACK, 1)} м и террасами`],
    ['Квартир всего', `${buildings.reduce((sum, b) => sum + b.flats, 0)}, общей площадью ${ru(buildings.reduce((sum, b) => sum + b.flatsArea, 0), 1)} м²`],
    ['Материал наружных стен', 'Монолитный железобетонный каркас, навесной фасад из натурального камня, бронзированный алюминий'],
    ['Класс энергоэффективности', 'A'],
    ['Сейсмостойкость', 'Не требуется (район 5 баллов и менее)'],
  ]);
  buildingsTable(sheet, queues);
  sheet.heading('Раздел 4. Разрешение на строительство и права на земельный участок');
  sheet.facts(queues.flatMap((q): Array<[string, string]> => {
    const facts = QUEUE_LEGAL[q.id]!;
    return [
      [`${q.name}: разрешение на строительство`, `№ ${facts.permit.number} от ${ruDate(facts.permit.date)}, выдано: ${PERMIT_ISSUER}`],
      [`${q.name}: земельный участок`, `Кадастровый № ${facts.plot}, право аренды, договор с Департаментом городского имущества города Москвы`],
    ];
  }));
  sheet.heading('Раздел 5. Благоустройство');
  sheet.facts([
    ['Площадь участка', hectares((SITE.x1 - SITE.x0) * (SITE.y1 - SITE.y0))],
    ['Двор-парк без машин', hectares((PARK.x1 - PARK.x0) * (PARK.y1 - PARK.y0))],
    ['Элементы благоустройства', 'Газоны, хвойные и лиственные деревья, прогулочные дорожки, бассейн-водоём, детские и спортивные площадки, освещение'],
    ['Автостоянка', `Подземная, ${buildings.reduce((sum, b) => sum + b.parking, 0)} машино-мест`],
  ]);
  sheet.heading('Раздел 6. Способ обеспечения обязательств застройщика');
  sheet.paragraph(`Расчёты по договорам участия в долевом строительстве — с использованием счетов эскроу (214-ФЗ ст. 15.4). Эскроу-агент: ${ESCROW_BANK.name}, ИНН ${ESCROW_BANK.inn}, ${ESCROW_BANK.license}. Средства участников раскрываются застройщику после ввода дома в эксплуатацию.`);
  sheet.heading('Раздел 7. Сроки');
  sheet.facts(queues.map((q): [string, string] => [q.name, `Ввод в эксплуатацию — ${q.completion}; передача квартир — в течение 6 месяцев после ввода`]));
}

/** The construction permit of a queue (the form of Минстрой's order): the object, the plot and its technical figures. */
export function permit(sheet: Sheet, queue: QueueFacts): void {
  const facts = QUEUE_LEGAL[queue.id]!;
  sheet.title(`Разрешение на строительство № ${facts.permit.number}`, `Дата выдачи ${ruDate(facts.permit.date)}. ${PERMIT_ISSUER}`);
  sheet.facts([
    ['Застройщик', `${DEVELOPER.legal_name}, ИНН ${DEVELOPER.inn}, ОГРН ${DEVELOPER.ogrn}`],
    ['Вид работ', 'Строительство'],
    ['Объект капитального строительства', `Жилой комплекс «Вереск», ${queue.name}: ${queue.buildings.map((b) => b.name).join(', ')}`],
    ['Адрес', ADDRESS],
    ['Земельный участок', `Кадастровый № ${facts.plot}`],
    ['Срок действия', `До ввода в эксплуатацию, плановый срок — ${queue.completion}`],
  ]);
  sheet.breakPage();
  sheet.heading('Технико-экономические показатели');
  buildingsTable(sheet, [queue]);
  sheet.facts(queue.buildings.map((b): [string, string] => [b.name, `${b.floors} этажей, ${b.sections} ${b.sections === 1 ? 'секция' : 'секции'}, высота ${ru(buildingHeight(b.floors), 1)} м, ${b.flats} квартир площадью ${ru(b.flatsArea, 1)} м²`]));
}

/** The conclusion that the developer and its declaration comply with 214-ФЗ (issued before sales begin). */
export function conclusion(sheet: Sheet, queues: QueueFacts[]): void {
  sheet.title('Заключение о соответствии застройщика и проектной декларации', 'Комитет города Москвы по обеспечению реализации инвестиционных проектов в строительстве и контролю в области долевого строительства (Москомстройинвест)');
  sheet.paragraph(`По результатам проверки ${DEVELOPER.legal_name} (ИНН ${DEVELOPER.inn}, ОГРН ${DEVELOPER.ogrn}) и проектной декларации жилого комплекса «Вереск» застройщик и декларация признаны соответствующими требованиям частей 1.1 и 2 статьи 3, статей 3.2, 20 и 21 Федерального закона от 30.12.2004 № 214-ФЗ.`);
  sheet.facts(queues.map((q): [string, string] => [`${q.name}: ${q.buildings.map((b) => b.name).join(', ')}`, `Декларация № ${QUEUE_LEGAL[q.id]!.declaration.number}, разрешение на строительство № ${QUEUE_LEGAL[q.id]!.permit.number}`]));
  sheet.breakPage();
  sheet.heading('Проверенные требования');
  sheet.table(
    ['Требование', 'Основание', 'Результат'],
    [
      ['Специализированный застройщик', '214-ФЗ ст. 2 п. 1', 'Соответствует'],
      ['Собственные средства не менее 10 % стоимости проекта', '214-ФЗ ст. 3 ч. 2 п. 1.1', 'Соответствует'],
      ['Разрешение на строительство', '214-ФЗ ст. 3 ч. 1', 'Получено'],
      ['Права на земельный участок', '214-ФЗ ст. 3 ч. 1', 'Зарегистрированы'],
      ['Проектная декларация в ЕИСЖС', '214-ФЗ ст. 3.1, ст. 19', 'Опубликована'],
      ['Расчёты через счета эскроу', '214-ФЗ ст. 15.4', `Эскроу-агент — ${ESCROW_BANK.name}`],
      ['Отсутствие процедур банкротства и ликвидации', '214-ФЗ ст. 3 ч. 2', 'Соответствует'],
    ],
    [0.5, 0.25, 0.25],
  );
}
