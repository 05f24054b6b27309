/** Texts of joining a company served to the office and of its changed certificate, under `office`. */
export const uk = {
  office: {
    joinButton: 'Приєднатися до компанії',
    joinTitle: 'Приєднатися до компанії',
    joinIntro:
      'Вставте запрошення, яке вам передав адміністратор компанії. Програма з’єднається лише з сервером, сертифікат якого названо в запрошенні.',
    invitation: 'Запрошення',
    invitationHelp: 'Текст, що починається з oblik-invite:',
    join: 'Приєднатися',
    joined: 'Ви приєдналися до компанії «{{name}}»; вона поточна.',
    notAnInvitation: 'Це не запрошення: скопіюйте весь текст, що починається з oblik-invite:',
    joinPinMismatch:
      'Сервер показав не той сертифікат, що названо в запрошенні. Нічого не надіслано. Попросіть нове запрошення в адміністратора.',
    changedTitle: 'Сертифікат сервера змінився',
    changedText:
      'Сервер компанії «{{name}}» показує інший сертифікат, ніж той, якому програма довіряє, тож їй нічого не надіслано. Прийміть новий, лише якщо адміністратор підтвердив його відбиток.',
    oldFingerprint: 'Відбиток, якому програма довіряє (SHA-256)',
    newFingerprint: 'Відбиток, який сервер показує тепер (SHA-256)',
    acceptNew: 'Прийняти новий сертифікат',
    accepted: 'Новий сертифікат компанії «{{name}}» прийнято.',
  },
};

export const en: typeof uk = {
  office: {
    joinButton: 'Join a company',
    joinTitle: 'Join a company',
    joinIntro:
      'Paste the invitation the company’s administrator gave you. The app connects only to the server whose certificate the invitation names.',
    invitation: 'Invitation',
    invitationHelp: 'The text that begins with oblik-invite:',
    join: 'Join',
    joined: 'You joined «{{name}}»; it is the current company.',
    notAnInvitation: 'This is not an invitation: copy the whole text that begins with oblik-invite:',
    joinPinMismatch:
      'The server presented another certificate than the invitation names. Nothing was sent. Ask the administrator for a new invitation.',
    changedTitle: 'The server’s certificate has changed',
    changedText:
      'The server of «{{name}}» presents another certificate than the one the app trusts, so nothing was sent to it. Accept the new one only if the administrator confirmed its fingerprint.',
    oldFingerprint: 'Fingerprint the app trusts (SHA-256)',
    newFingerprint: 'Fingerprint the server presents now (SHA-256)',
    acceptNew: 'Accept the new certificate',
    accepted: 'The new certificate of «{{name}}» is accepted.',
  },
};
