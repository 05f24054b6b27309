/** Texts of the question whether the company pays VAT (components/VatPayerChoice.tsx, app/VatPayerDialog.tsx), under `vatPayerChoice`. */
export const uk = {
  vatPayerChoice: {
    question: 'Чи є організація платником ПДВ?',
    payer: 'Платник ПДВ',
    notPayer: 'Не платник ПДВ',
    hint: 'Від цього залежать проводки: неплатник включає ПДВ постачальника у вартість товарів і послуг.',
    required: 'Оберіть, чи є організація платником ПДВ',
    dialogTitle: 'Організація не вказала, чи вона платник ПДВ',
    dialogIntro:
      'Поки цього не вказано, документи з ПДВ не проводяться. Номер платника ПДВ та інші реквізити можна додати в розділі «Організація».',
    save: 'Зберегти',
    later: 'Пізніше',
  },
};

export const en: typeof uk = {
  vatPayerChoice: {
    question: 'Is the company a VAT payer?',
    payer: 'VAT payer',
    notPayer: 'Not a VAT payer',
    hint: 'The entries depend on it: a non-payer puts the supplier’s VAT into the cost of goods and services.',
    required: 'Choose whether the company is a VAT payer',
    dialogTitle: 'The company has not said whether it pays VAT',
    dialogIntro:
      'Until it does, documents with VAT are not posted. The VAT payer number and the other requisites can be added under “Company”.',
    save: 'Save',
    later: 'Later',
  },
};
