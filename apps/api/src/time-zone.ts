/**
 * The time zone of a company's local days and of the dates Jornada's documents
 * print (the spec leaves it unsaid; every company is in central Mexico
 * today, decision 38). The one place it is written on the server.
 */
export const companyTimeZone = 'America/Mexico_City';
