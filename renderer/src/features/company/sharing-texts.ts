/** Texts of sharing a local company on the network (the company screen), under `sharing`. */
export const uk = {
  sharing: {
    title: 'Доступ у мережі',
    explain:
      'Інші люди в офісі зможуть працювати з цією компанією зі своїх комп’ютерів: запросіть їх нижче, у «Користувачі й права доступу». Програма на цьому комп’ютері має залишатися запущеною, поки вони працюють.',
    address: 'Адреса',
    everyInterface: 'Усі мережі цього комп’ютера (0.0.0.0)',
    port: 'Порт',
    portHint: 'Від 1024 до 65535; зазвичай 8443',
    portInvalid: 'Порт — ціле число від 1024 до 65535',
    start: 'Відкрити доступ у мережі',
    stop: 'Закрити доступ',
    starting: 'Відкриваємо доступ…',
    serving: 'Доступ у мережі відкрито. Інші підключаються за адресою:',
    noAddress: 'Цей комп’ютер зараз не має адреси в мережі: підключіть його до мережі офісу.',
    fingerprint: 'Відбиток сертифіката (SHA-256)',
    keepRunning: 'Не закривайте програму на цьому комп’ютері, поки інші працюють: без неї компанія їм недоступна.',
    portInUse: 'Порт {{port}} уже зайнятий іншою програмою. Виберіть інший порт. Компанія працює лише на цьому комп’ютері.',
    addressGone:
      'Цей комп’ютер більше не має адреси {{host}} (мережа дала йому іншу). Виберіть адресу нижче. Компанія працює лише на цьому комп’ютері.',
    failed: 'Не вдалося відкрити доступ у мережі. Компанія працює лише на цьому комп’ютері.',
    details: 'Технічні подробиці: {{message}}',
  },
};

export const en = {
  sharing: {
    title: 'Network access',
    explain:
      'Other people in the office can work with this company from their own computers: invite them below, under “Users and access rights”. The app on this computer must keep running while they work.',
    address: 'Address',
    everyInterface: 'Every network of this computer (0.0.0.0)',
    port: 'Port',
    portHint: 'From 1024 to 65535; usually 8443',
    portInvalid: 'The port is a whole number from 1024 to 65535',
    start: 'Share on the network',
    stop: 'Stop sharing',
    starting: 'Sharing…',
    serving: 'The company is shared on the network. Others connect at:',
    noAddress: 'This computer has no network address now: connect it to the office network.',
    fingerprint: 'Certificate fingerprint (SHA-256)',
    keepRunning: 'Keep the app running on this computer while others work: without it they cannot reach the company.',
    portInUse: 'Port {{port}} is already in use by another program. Choose another port. The company works on this computer only.',
    addressGone:
      'This computer no longer has the address {{host}} (the network gave it another). Choose an address below. The company works on this computer only.',
    failed: 'The company could not be shared on the network. It works on this computer only.',
    details: 'Technical details: {{message}}',
  },
};
