import { SERVICE_EXIT } from '../../shared/api/service-exit.js';

/** A service that ended before it listened, with its exit code, so the core can tell a port in use from other failures. */
export class ServiceExitError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
  ) {
    super(message);
    this.name = 'ServiceExitError';
  }
}

/**
 * Words for the user when the local service ended before it listened, or null when its exit code
 * says nothing more than "failed". Ukrainian first, as the app speaks, English after.
 */
export function describeServiceExit(code: number | null): string | null {
  if (code === SERVICE_EXIT.newerDatabase) {
    return (
      'Цю компанію збережено новішою версією програми. Оновіть програму, щоб її відкрити. / ' +
      'This company was saved by a newer version of the app; update the app to open it.'
    );
  }
  if (code === SERVICE_EXIT.companyOpenElsewhere) {
    return 'Цю компанію вже відкрито в іншому вікні чи програмі. / This company is already open in another process.';
  }
  if (code === SERVICE_EXIT.notACompanyBackup) {
    return (
      'Цей файл не є резервною копією компанії; компанію не змінено. / ' +
      'This file is not a backup of a company; the company was not changed.'
    );
  }
  if (code === SERVICE_EXIT.databaseLoginRefused) {
    return 'Сервер PostgreSQL не прийняв користувача чи пароль. / The PostgreSQL server refused the user or the password.';
  }
  if (code === SERVICE_EXIT.databaseUnreachable) {
    return 'Сервер PostgreSQL недоступний: перевірте адресу, порт і мережу. / The PostgreSQL server cannot be reached: check the address, the port and the network.';
  }
  if (code === SERVICE_EXIT.databaseMissing) {
    return 'На сервері PostgreSQL немає такої бази. / The PostgreSQL server has no database of that name.';
  }
  if (code === SERVICE_EXIT.addressNotAvailable) {
    return 'Цей комп’ютер не має такої адреси в мережі; виберіть іншу. / This computer has no such network address; choose another one.';
  }
  if (code === SERVICE_EXIT.addressInUse) {
    return 'Цей порт уже зайнятий іншою програмою; виберіть інший. / This port is already in use by another program; choose another one.';
  }
  return null;
}
