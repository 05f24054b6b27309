import { edrpouCode, rnokppCode, ukrainianIban, ukrainianPhone, vatPayerNumber } from './demo-codes.js';
import type { DemoRandom } from './demo-random.js';

/** What an agent is to the demo company. */
export type AgentRole = 'goodsSupplier' | 'materialSupplier' | 'serviceSupplier' | 'customer';

/** A demo agent: the fields of the API's Agent plus its role. */
export interface DemoAgent {
  uid: string;
  name: string;
  type: 'company' | 'person';
  code: string;
  taxCode: string;
  address: string;
  phone: string;
  email: string;
  iban: string;
  role: AgentRole;
}

// [name, e-mail domain]: fictional companies, so the demo never names a real business.
const COMPANIES: Record<AgentRole, [string, string][]> = {
  goodsSupplier: [
    ['ТОВ «Будресурс»', 'budresurs'],
    ['ТОВ «Металсервіс Україна»', 'metalservice'],
    ['ТОВ «Фурнітура Плюс»', 'furnitura-plus'],
    ['ПП «Електротехсервіс»', 'elektrotekh'],
    ['ТОВ «Лакофарб-Трейд»', 'lakofarb'],
    ['ТОВ «Інструмент-Опт»', 'instrument-opt'],
    ['ТОВ «Господар Дистрибуція»', 'hospodar'],
    ['ТОВ «Кріплення-Центр»', 'kriplennia'],
  ],
  materialSupplier: [
    ['ТОВ «Деревообробний комбінат «Полісся»»', 'polissia-dok'],
    ['ТОВ «Плитні матеріали»', 'plytni'],
    ['ТОВ «Кромка-Сервіс»', 'kromka'],
    ['ТОВ «Текстиль для меблів»', 'mebtekstyl'],
    ['ТОВ «Хімпром-Захід»', 'khimprom'],
    ['ПрАТ «Карпатська фанера»', 'karpfanera'],
  ],
  serviceSupplier: [
    ['ТОВ «Логістик-Експрес»', 'logistyk'],
    ['ТОВ «Бізнес-центр «Поділ»»', 'bc-podil'],
    ['ТОВ «Охоронна агенція «Щит»»', 'shchyt'],
    ['ТОВ «НетЛінк»', 'netlink'],
  ],
  customer: [
    ['ТОВ «Меблевий дім «Затишок»»', 'zatyshok'],
    ['ТОВ «Будівельна компанія «Граніт»»', 'granit-bk'],
    ['ТОВ «Ресторан «Дніпровські зорі»»', 'dnipro-zori'],
    ['ТОВ «Готель «Карпати»»', 'hotel-karpaty'],
    ['ПП «Ремонт-Майстер»', 'remont-master'],
    ['ТОВ «Офіс-Центр»', 'office-centr'],
    ['ТОВ «Приватна школа «Ерудит»»', 'erudyt'],
    ['ТОВ «Кав’ярня «Зерно»»', 'zerno'],
    ['ТОВ «Дизайн-студія «Простір»»', 'prostir'],
    ['ТОВ «Житловий комплекс «Оболонь-Парк»»', 'obolon-park'],
    ['ТОВ «Агрофірма «Колос»»', 'kolos'],
    ['ТОВ «Клініка «Здоров’я»»', 'zdorovia'],
    ['ПП «Дім і сад»', 'dim-sad'],
    ['ТОВ «Торговий дім «Сіверський»»', 'siverskyi'],
    ['ТОВ «Хостел «Андріївський»»', 'andriivskyi'],
    ['ТОВ «Студія інтер’єру «Лофт»»', 'loft'],
    ['ТОВ «Будпостач-Київ»', 'budpostach'],
    ['ПрАТ «Хлібодар»', 'khlibodar'],
    ['ТОВ «Айті Хаб»', 'it-hub'],
    ['ТОВ «Дитячий садок «Сонечко»»', 'sonechko'],
  ],
};

/** Sole proprietors (ФОП): two who serve the company, the rest buy from it. */
const PERSONS: [string, AgentRole][] = [
  ['ФОП Мельник Олег Іванович', 'serviceSupplier'],
  ['ФОП Ткаченко Ірина Василівна', 'serviceSupplier'],
  ['ФОП Коваленко Олена Петрівна', 'customer'],
  ['ФОП Бондар Сергій Миколайович', 'customer'],
  ['ФОП Шевчук Тетяна Олександрівна', 'customer'],
  ['ФОП Кравченко Андрій Вікторович', 'customer'],
  ['ФОП Олійник Марія Степанівна', 'customer'],
  ['ФОП Лисенко Василь Петрович', 'customer'],
  ['ФОП Гончаренко Наталія Іванівна', 'customer'],
  ['ФОП Савченко Юрій Богданович', 'customer'],
  ['ФОП Руденко Оксана Михайлівна', 'customer'],
  ['ФОП Марченко Дмитро Анатолійович', 'customer'],
];

// [postal index, city, telephone area code]
const CITIES: [string, string, string][] = [
  ['01001', 'м. Київ', '44'],
  ['04071', 'м. Київ', '44'],
  ['02068', 'м. Київ', '44'],
  ['03150', 'м. Київ', '44'],
  ['09100', 'м. Біла Церква', '4563'],
  ['07400', 'м. Бровари', '4594'],
  ['10014', 'м. Житомир', '412'],
  ['14000', 'м. Чернігів', '462'],
  ['79000', 'м. Львів', '32'],
  ['21050', 'м. Вінниця', '432'],
  ['08200', 'м. Ірпінь', '4597'],
  ['08700', 'м. Обухів', '4572'],
];
const STREETS = [
  'вул. Хрещатик',
  'вул. Велика Васильківська',
  'просп. Берестейський',
  'вул. Саксаганського',
  'вул. Іллінська',
  'вул. Межигірська',
  'просп. Степана Бандери',
  'вул. Антоновича',
  'вул. Січових Стрільців',
  'вул. Шевченка',
  'вул. Грушевського',
  'вул. Соборна',
  'вул. Промислова',
  'вул. Заводська',
  'вул. Лесі Українки',
  'вул. Незалежності',
];

/** A postal address the way Ukrainian documents print it, with the telephone area code of its city. */
export function demoLocation(rnd: DemoRandom): { address: string; areaCode: string } {
  const [index, city, areaCode] = rnd.pick(CITIES);
  return {
    address: `${index}, ${city}, ${rnd.pick(STREETS)}, ${rnd.int(1, 120)}${rnd.chance(0.2) ? `, оф. ${rnd.int(1, 40)}` : ''}`,
    areaCode,
  };
}

/** The demo's 50 agents: suppliers of goods, materials and services, and customers. */
export function buildAgents(rnd: DemoRandom): DemoAgent[] {
  const companies = (Object.entries(COMPANIES) as [AgentRole, [string, string][]][]).flatMap(([role, list]) =>
    list.map(([name, domain]) => {
      const code = edrpouCode(rnd);
      const { address, areaCode } = demoLocation(rnd);
      return {
        uid: rnd.uid(),
        name,
        type: 'company' as const,
        code,
        role,
        // Most companies the demo trades with are VAT payers; a few on the simplified system are not.
        taxCode: rnd.chance(0.75) ? vatPayerNumber(rnd, code) : '',
        address,
        phone: ukrainianPhone(rnd, areaCode),
        email: `office@${domain}.com.ua`,
        iban: ukrainianIban(rnd),
      };
    }),
  );
  const persons = PERSONS.map(([name, role]) => ({
    uid: rnd.uid(),
    name,
    type: 'person' as const,
    code: rnokppCode(rnd),
    taxCode: '',
    role,
    address: demoLocation(rnd).address,
    phone: ukrainianPhone(rnd),
    email: '',
    iban: rnd.chance(0.8) ? ukrainianIban(rnd) : '',
  }));
  return [...companies, ...persons];
}
